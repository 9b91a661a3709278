package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// fahrenheitSaid reads degrees Fahrenheit however they are written: "f"
// after a number or after degrees ("72 f", "72°F", "72 degrees f") is
// the unit, and "degrees" (or "degrees of") before "fahrenheit" or "f"
// says it, never degrees Celsius said first.
func fahrenheitSaid(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		prev := toks[i-1]
		if toks[i].Value == "f" && (prev.Type == grammar.Num || prev.Type == grammar.Unit && units[prev.Value] == lang.UnitDegrees) {
			toks[i].Type, toks[i].Value = grammar.Unit, "fahrenheit"
		}
		if toks[i].Type != grammar.Unit || units[toks[i].Value] != lang.UnitFahrenheit {
			continue
		}
		k := i - 1
		if toks[k].Value == "of" && k > 0 {
			k--
		}
		if toks[k].Type == grammar.Unit && units[toks[k].Value] == lang.UnitDegrees {
			toks[k].Value = "fahrenheit"
			for j := k + 1; j <= i; j++ {
				toks[j].Type = grammar.Filler
			}
		}
	}
	return toks
}
