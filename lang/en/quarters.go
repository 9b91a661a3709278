package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A level said in quarters or thirds after "to" ("set the study lamp to a
// quarter", "the blinds to three quarters", "turn the tv down to one
// quarter", "dim the lights to a third", "the curtain to two thirds") is
// that part of the whole, as "to half" is: 25, 75, 33 or 67 percent.
// After "by" it is a change of that much, as "by half" is ("dim the
// kitchen light by a third", "raise the volume by a quarter").
// Said right after a name, at the end of the clause, it is that level too ("bedroom blinds three quarters", "open the
// blinds two thirds"), as "bedroom blinds 75%" is.
// "Quarter" and "third" were read as a name and nothing was understood.
// Only right after "to" or "by", and not before a word of the clock ("to a
// quarter past", "a quarter to five"), nor of time ("a quarter of an
// hour"), nor of a way ("two thirds of the way").

// partsOf are, for each word of a part, the words of how many and the
// percentage they make; clockAfter the words after a part that say a
// time.
var (
	partsOf = map[string]map[string]string{
		"quarter":  {"a": "25", "one": "25", "1": "25"},
		"quarters": {"three": "75", "3": "75"},
		"third":    {"a": "33", "one": "33", "1": "33"},
		"thirds":   {"two": "67", "2": "67"},
	}
	clockAfter = set("past to after of hour before till")
)

// quarters reads a level said in quarters or thirds as a percentage.
func quarters(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		terse := toks[i-1].Type == grammar.Word || toks[i-1].Type == grammar.Color
		if toks[i-1].Type != grammar.To && toks[i-1].Type != grammar.By && !terse {
			continue
		}
		n, pct := 1, "25" // "to quarter"
		if toks[i].Value != "quarter" {
			if i+1 >= len(toks) || partsOf[toks[i+1].Value] == nil {
				continue
			}
			n, pct = 2, partsOf[toks[i+1].Value][toks[i].Value]
		}
		if pct == "" || i+n < len(toks) && clockAfter[toks[i+n].Value] || terse && !clauseEnds(toks[i+n:]) {
			continue
		}
		num := lexer.Token{Type: grammar.Num, Value: pct, Pos: toks[i].Pos}
		unit := lexer.Token{Type: grammar.Unit, Value: "percent", Pos: toks[i].Pos}
		toks = append(append(append([]lexer.Token{}, toks[:i]...), num, unit), toks[i+n:]...)
	}
	return toks
}

// clauseEnds reports nothing but words of no meaning to the end of the
// clause.
func clauseEnds(toks []lexer.Token) bool {
	for _, t := range toks {
		if t.Type == grammar.Sep || t.Type == grammar.Conj {
			return true
		}
		if t.Type != grammar.Filler {
			return false
		}
	}
	return true
}
