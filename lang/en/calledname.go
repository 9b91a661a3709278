package en

import (
	"strings"

	"edge/grammar"
)

// rawLex lexes words as lex does, with none of the steps that read them
// by their neighbours.
var rawLex = func() *grammar.Lexicon {
	l := *lex
	l.Post = nil
	return &l
}()

// CalledName is the word or two called after a greeting before a command
// (calledNames: "hello kitchen turn off the light", "hi study, dim the
// lamp"), "" where none is: no greeting first, or the words a home is
// called by.
func (pack) CalledName(text string) string {
	toks := rawLex.Tokens(text)
	start := 0
	for start < len(toks) && greetings[toks[start].Value] {
		start++
	}
	if start == 0 {
		return ""
	}
	var name []string
	for _, t := range toks[start : start+calledNames(toks, start)] {
		name = append(name, t.Value)
	}
	if len(name) == 1 && name[0] == thereWord {
		return ""
	}
	return strings.Join(name, " ")
}
