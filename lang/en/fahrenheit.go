package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// fahrenheitSaid reads "f" after a number or after degrees ("72 f",
// "72°F", "72 degrees f") as degrees Fahrenheit; degrees before it are
// read with it by unitSaidTwice, as before "fahrenheit".
func fahrenheitSaid(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		prev := toks[i-1]
		if toks[i].Value == "f" && (prev.Type == grammar.Num || prev.Type == grammar.Unit && units[prev.Value] == lang.UnitDegrees) {
			toks[i].Type, toks[i].Value = grammar.Unit, "fahrenheit"
		}
	}
	return toks
}
