package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A number made of "it" with a place after it ("make it 20 degrees in the
// bedroom", "make it 22 in the living room", "make it 21 in here") is the
// place's temperature, as "make the bedroom 20 degrees" is: a place is
// made so many degrees, no other level. "It" was read as the thing said
// before, and nothing was done. A unit other than degrees, or anything
// but fillers after the place, leaves the clause as it was read; with no
// place, "it" is still the thing said before ("make it 20").

// madeIt reads such a clause as the place made so many degrees.
func madeIt(toks []lexer.Token) []lexer.Token {
	var at []int // the indexes after the numbers said without their unit
	eachClause(toks, func(clause []lexer.Token) {
		if len(clause) < 5 || clause[0].Value != makeWord || clause[1].Type != grammar.Ref || clause[1].Value != itWord ||
			clause[2].Type != grammar.Num {
			return
		}
		k := 3
		if clause[k].Type == grammar.Unit {
			if clause[k].Value != degreesWord {
				return
			}
			k++
		}
		if k >= len(clause) || clause[k].Type != grammar.Prep {
			return
		}
		end := placeEnd(clause, k+1)
		if end < 0 {
			return
		}
		for _, t := range clause[end:] {
			if t.Type != grammar.Filler {
				return
			}
		}
		clause[1].Type = grammar.Filler // "make it 20 degrees in the bedroom": the bedroom
		if k == 3 {
			at = append(at, clause[2].Pos.Offset)
		}
	})
	for i := len(toks) - 1; i >= 0; i-- {
		if toks[i].Type == grammar.Num && slices.Contains(at, toks[i].Pos.Offset) {
			toks = slices.Insert(toks, i+1, lexer.Token{Type: grammar.Unit, Value: degreesWord, Pos: toks[i].Pos})
		}
	}
	return toks
}
