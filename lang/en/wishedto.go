package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// wishedTo makes the "to" of a request said as a wish to the one spoken
// to a filler ("i need you to raise the blinds", "i'd like you to lower
// the blinds"; never "want me to …", an offer): after "you" and nothing
// but fillers before it, and before a verb, it
// says nothing of the command, which opens at its verb as it does after
// "can you". "raise" and "lower" there moved the blinds by a step, where
// "can you raise the blinds" opens them. So is the "to" of the speaker's
// own wish ("i want to lower the blinds", "we'd like to raise the
// curtains").
func wishedTo(toks []lexer.Token) []lexer.Token {
	for i, t := range toks {
		if t.Type != grammar.To || i == 0 || toks[i-1].Type != grammar.Filler || toks[i-1].Value != youWord && !wishWords[toks[i-1].Value] ||
			!commandStart(toks[:i]) {
			continue
		}
		k := i + 1
		for k < len(toks) && toks[k].Type == grammar.Filler {
			k++ // "i need you to please raise the blinds"
		}
		if k < len(toks) && verbAt(toks[k]) {
			toks[i].Type = grammar.Filler
		}
	}
	return toks
}

// wishWords are the words of the speaker's own wish that "to" may follow
// ("i want to lower the blinds", "i'd like to raise the blinds").
var wishWords = set("want like need love")
