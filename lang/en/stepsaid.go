package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// stepSaid reads a word of a step said after a number as notches, so many
// default steps: "turn the tv up one notch", "increase the volume by two
// levels", "turn up the tv by 3 steps", as "two notches" is. After no
// number these words stay what they are ("a notch" is a bit, "both
// levels" are floors, "the front steps" a name).
func stepSaid(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if !stepWords[toks[i].Value] {
			continue
		}
		if toks[i-1].Value == oneWord {
			toks[i-1].Type, toks[i-1].Value = grammar.Num, "1" // "one notch"
		}
		if toks[i-1].Type == grammar.Num {
			toks[i].Type, toks[i].Value = grammar.Unit, notchesWord
		}
	}
	return toks
}

// stepWords are the words of a step; notchesWord the unit they say.
var stepWords = set("notch notches click clicks step steps level levels")

const notchesWord = "notches"
