package en

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// "Not the bedroom, the kitchen light", said after a command, puts it
// right as "no, the kitchen light" does: the last command, on what is
// named after the pause. Only a name after "not" and a name after the
// pause, nothing else: "not the tv, turn off the fan" is a command.

// notWord opens such a correction; fixOpens is the reply it reads as.
const (
	notWord  = "not"
	fixOpens = "no, "
)

// notThis reads a correction said so as the reply "no, …".
func notThis(text string) (string, bool) {
	toks := lex.Tokens(text)
	if len(toks) < 4 || toks[0].Value != notWord {
		return "", false
	}
	s := slices.IndexFunc(toks, func(t lexer.Token) bool { return t.Type == grammar.Sep })
	if s < 2 || s+1 >= len(toks) || !onlyNames(toks[1:s]) || !onlyNames(toks[s+1:]) {
		return "", false
	}
	var rest []string
	for _, t := range toks[s+1:] {
		if t.Type == grammar.Prep {
			return "", false // "the fan in the bathroom": no reply names so
		}
		if t.Type == grammar.Word {
			rest = append(rest, t.Value)
		}
	}
	return fixOpens + strings.Join(rest, " "), true
}

// onlyNames reports tokens that only name something: a name, a place,
// determiners and fillers.
func onlyNames(toks []lexer.Token) bool {
	named := false
	for _, t := range toks {
		switch t.Type {
		case grammar.Word:
			named = true
		case grammar.Det, grammar.Prep, grammar.Filler:
		default:
			return false
		}
	}
	return named
}
