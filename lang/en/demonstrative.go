package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A demonstrative right after a verb with no name after it, and a place
// ("turn that off in the kitchen", "switch this on in the study", "turn
// that down in the bedroom"), is "it", the thing last spoken of: read as
// an article of nothing, it was dropped, and the command was every device
// there ("turn that off in the bedroom" turned off its ac, blinds,
// humidifier and lights). Only "that" or "this" after a verb, perhaps a
// direction, and "in": "turn that light off" keeps its article, and
// "turn that down" or "skip this" with no place stay as they were read.

// demonstrative reads a demonstrative with no name after it and a place
// as "it".
func demonstrative(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		t := toks[i]
		if t.Type != grammar.Det || t.Value != "that" && t.Value != "this" || !verbBefore(toks[i-1]) {
			continue
		}
		k := i + 1
		if toks[k].Type == grammar.Dir || toks[k].Type == grammar.On {
			k++
		}
		if k < len(toks) && toks[k].Type == grammar.Prep && toks[k].Value == placeIn {
			toks[i].Type, toks[i].Value = grammar.Ref, itWord
		}
	}
	return toks
}

// verbBefore reports a verb, or a word that is one, before a demonstrative.
func verbBefore(t lexer.Token) bool {
	return t.Type == grammar.Verb || t.Type == grammar.Word && verbs[t.Value] != ""
}
