package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// "It" between a verb (or a word that is one here: "crank", "switch") and
// a direction, with the device said after "on"
// ("turn it down on the tv", "turn it up on the study speaker please"),
// stands for the device's level, not a thing said before: the command is
// the device's, as "turn down the tv" is. It was a reference with nothing
// to refer to, not understood ("I don't know what you mean by that"), or
// one to another device said before.

// itOnThing makes a filler of such an "it".
func itOnThing(toks []lexer.Token) []lexer.Token {
	for i := 1; i+3 < len(toks); i++ {
		if toks[i].Type != grammar.Ref || toks[i].Value != itWord || toks[i-1].Type != grammar.Verb && toks[i-1].Type != grammar.Word ||
			toks[i+1].Type != grammar.Dir && toks[i+1].Type != grammar.On {
			continue
		}
		k := i + 2
		for k < len(toks) && (toks[k].Type == grammar.Filler || toks[k].Type == grammar.Det || partWords[toks[k].Value]) {
			k++ // "turn it up a bit on the tv"
		}
		if k+1 < len(toks) && toks[k].Type == grammar.On && (toks[k+1].Type == grammar.Det || toks[k+1].Type == grammar.Word) {
			toks[i].Type = grammar.Filler
		}
	}
	return toks
}
