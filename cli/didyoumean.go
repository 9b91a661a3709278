package cli

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"edge/internal/editdist"
)

// didYouMean is the candidate nearest to a mistyped word, or "" when none
// is near enough to be what was meant: one edit for words of up to four
// letters, two for longer ones; a tie goes to the first candidate.
func didYouMean(word string, candidates []string) string {
	limit := 1
	if len([]rune(word)) > 4 {
		limit = 2
	}
	best, bestD := "", limit+1
	for _, c := range candidates {
		if d := editdist.Distance(word, c, limit); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// unknownCommand says a command does not exist, what it may have meant,
// and where the commands are listed.
func unknownCommand(name string) string {
	var names []string
	for _, c := range commands() {
		names = append(names, c.name)
	}
	msg := fmt.Sprintf("edge: unknown command %q", name)
	if s := didYouMean(name, names); s != "" {
		msg += fmt.Sprintf("; did you mean %q?", s)
	}
	return msg + "\nRun 'edge --help' for the commands.\n"
}

// errUndefinedFlag is the start of the flag package's error for a flag the
// set does not have.
const errUndefinedFlag = "flag provided but not defined: -"

// flagError is a flag set's parse error, with the flag it may have meant
// when the flag does not exist.
func flagError(fs *flag.FlagSet, err error) error {
	name, ok := strings.CutPrefix(err.Error(), errUndefinedFlag)
	if !ok {
		return usageError{badFlag{err}}
	}
	name = strings.TrimLeft(name, "-")
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	if s := didYouMean(name, names); s != "" {
		err = fmt.Errorf("%w; did you mean --%s?", err, s)
	}
	return usageError{badFlag{err}}
}

// badFlag is a flag set's parse error: its command points to --help after
// it.
type badFlag struct{ err error }

func (e badFlag) Error() string { return e.err.Error() }
func (e badFlag) Unwrap() error { return e.err }

// helpPointer is the line after a flag error: where the flags are told.
func helpPointer(cmd string, err error) string {
	var bf badFlag
	if errors.As(err, &bf) {
		return fmt.Sprintf("Run 'edge %s --help' for its flags.\n", cmd)
	}
	return ""
}
