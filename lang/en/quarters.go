package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A level said in quarters after "to" ("set the study lamp to a quarter",
// "the blinds to three quarters", "turn the tv down to one quarter") is
// that part of the whole, as "to half" is: 25 or 75 percent. "Quarter"
// was read as a name and nothing was understood. Only right after "to",
// and not before a word of the clock ("to a quarter past", "a quarter to
// five"), nor of time ("a quarter of an hour").

// quarterCounts are the words of how many quarters; clockAfter the words
// after a quarter that say a time.
var (
	quarterCounts = map[string]string{"a": "25", "one": "25", "1": "25", "quarter": "25", "three": "75", "3": "75"}
	clockAfter    = set("past to after of hour before till")
)

// quarters reads a level said in quarters as a percentage.
func quarters(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if toks[i-1].Type != grammar.To {
			continue
		}
		n := 1
		if toks[i].Value != "quarter" {
			n = 2
		}
		pct := quarterCounts[toks[i].Value]
		if i+n > len(toks) || pct == "" {
			continue
		}
		if last := toks[i+n-1].Value; n == 2 && last != "quarter" && last != "quarters" || pct == "75" && last != "quarters" {
			continue
		}
		if i+n < len(toks) && clockAfter[toks[i+n].Value] {
			continue
		}
		num := lexer.Token{Type: grammar.Num, Value: pct, Pos: toks[i].Pos}
		unit := lexer.Token{Type: grammar.Unit, Value: "percent", Pos: toks[i].Pos}
		toks = append(append(append([]lexer.Token{}, toks[:i]...), num, unit), toks[i+n:]...)
	}
	return toks
}
