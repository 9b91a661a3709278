// Package cli implements the edge command line: ask, demo, import, devices
// and the rest. Commands run in-process with injected streams so they are
// tested without a subprocess; library packages below never print or exit.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"
	"time"

	_ "edge/lang/all" // the languages edge speaks: the composition root registers them
)

// Exit codes.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

// usageError is a bad flag, argument or home file: exit code 2.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, a ...any) error { return usageError{fmt.Errorf(format, a...)} }

// env is what a command runs with.
type env struct {
	ctx    context.Context
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	// now is the clock the engine, its drivers, the model client and the
	// server are given.
	now func() time.Time
	// held is the database and engine of the edge serve this command runs
	// in, for a command a client sent over the control socket (nil
	// otherwise).
	held *held
}

type command struct {
	name    string
	summary string
	run     func(e *env, args []string) error
}

func commands() []command {
	return []command{
		{"ask", "understand and carry out what a person says", runAsk},
		{"demo", "try edge on a simulated demo home", runDemo},
		{"import", "check a home file and import it into a database", runImport},
		{"check", "check a home file without importing it (no database)", runCheck},
		{"devices", "list the devices of a home and their state", runDevices},
		{"drivers", "report which device drivers this machine can use", runDrivers},
		{"audit", "list the audit log, verify it, or prune it", runAudit},
		{"backup", "write a consistent copy of a database, also while it is served", runBackup},
		{"eval", "run the attack suite: attack success rate and benign utility", runEval},
		{"serve", "serve the home over HTTP and Wyoming (Home Assistant)", runServe},
		{"discover", "print a home file of the Zigbee2MQTT and Tasmota devices a broker knows", runDiscover},
		{"phrases", "write what a speech recogniser should expect in this home", runPhrases},
		{"listen", "listen to a microphone: edge's own voice pipeline over Wyoming services", runListen},
		{"stt", "serve edge's speech recogniser, held to the home's sentences, over Wyoming", runSTT},
		{"version", "print the version and commit", runVersion},
	}
}

// Main runs the command line and returns the process exit code.
func Main(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{ctx: ctx, stdin: stdin, stdout: stdout, stderr: stderr, now: time.Now}
	if len(args) > 0 && (args[0] == "--version" || args[0] == "-version" || args[0] == "-v") {
		args[0] = "version"
	}
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
		if len(args) > 1 {
			args = []string{args[1], "--help"}
		} else if len(args) == 0 {
			usage(stderr)
			return exitUsage
		} else {
			usage(stdout)
			return exitOK
		}
	}
	for _, c := range commands() {
		if c.name != args[0] {
			continue
		}
		code, err := e.run(c, args[1:])
		var h heldError
		if errors.As(err, &h) {
			return e.forward(c.name, args[1:], h.path)
		}
		return code
	}
	fmt.Fprint(stderr, unknownCommand(args[0]))
	return exitUsage
}

// run runs one command and returns its exit code, after saying on stderr
// why it failed; errServed is returned as it is, unsaid.
func (e *env) run(c command, args []string) (int, error) {
	err := c.run(e, args)
	var ue usageError
	switch {
	case err == nil:
		return exitOK, nil
	case errors.Is(err, flag.ErrHelp):
		return exitOK, nil
	case errors.Is(err, errServed):
		return exitError, err
	case errors.As(err, &ue):
		fmt.Fprintf(e.stderr, "edge %s: %v\n%s", c.name, err, helpPointer(c.name, err))
		return exitUsage, err
	default:
		fmt.Fprintf(e.stderr, "edge %s: %v\n", c.name, err)
		return exitError, err
	}
}

func usage(w io.Writer) {
	fmt.Fprintf(w, "edge %s: the offline command brain of a smart home\n\nusage: edge COMMAND [flags]\n\ncommands:\n", version())
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'edge COMMAND --help' for the flags of a command.")
}

// flags makes a flag set that returns errors instead of exiting (the
// command says them, once), and prints the help that -h or --help asks
// for to stdout.
func (e *env) flags(name, synopsis, about string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(streams{e.stderr, e.stdout})
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintf(w, "usage: edge %s %s\n\n%s\n", name, synopsis, about)
		var names []string
		fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
		if len(names) > 0 {
			fmt.Fprintln(w, "\nflags:")
			fs.PrintDefaults()
		}
	}
	return fs
}

// streams is a flag set's output: errors go to the first writer; help
// asked for, to out.
type streams struct {
	io.Writer
	out io.Writer
}

// parse parses flags anywhere among the arguments ("ask 'text' --json"
// works as well as "ask --json 'text'"); "--" ends the flags. A help
// flag prints the help on the flag set's out stream.
func parse(fs *flag.FlagSet, args []string) ([]string, error) {
	if s, ok := fs.Output().(streams); ok && askedHelp(args) {
		fs.SetOutput(s.out)
		fs.Usage()
		return nil, flag.ErrHelp
	}
	out := fs.Output()
	fs.SetOutput(io.Discard)
	defer fs.SetOutput(out)
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			return nil, flagError(fs, err)
		}
		args = fs.Args()
		if len(args) == 0 {
			return rest, nil
		}
		if args[0] == "--" {
			return append(rest, args[1:]...), nil
		}
		rest = append(rest, args[0])
		args = args[1:]
	}
}

// askedHelp reports whether the arguments before "--" ask for help.
func askedHelp(args []string) bool {
	for _, a := range args {
		switch a {
		case "--":
			return false
		case "-h", "-help", "--help", "--h":
			return true
		}
	}
	return false
}

func runVersion(e *env, args []string) error {
	fs := e.flags("version", "", "Print the version and commit of this edge binary (also: edge --version).")
	if _, err := parse(fs, args); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "edge %s (commit %s)\n", version(), commit())
	return nil
}

// isTerminal reports whether a stream is an interactive terminal.
func isTerminal(stream any) bool {
	f, ok := stream.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

func formatArgs(m map[string]any) string {
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, fmt.Sprintf("%s=%v", k, m[k]))
	}
	return strings.Join(parts, " ")
}
