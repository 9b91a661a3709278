package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// letterUnits are the units said as a letter after a number.
var letterUnits = map[string]string{"f": "fahrenheit", "c": "celsius"}

// unitLetter reads "f" or "c" after a number or after degrees ("72 f",
// "72°F", "72 degrees f", "22c", "22 c") as degrees Fahrenheit or
// Celsius; degrees before it are read with it by unitSaidTwice, as
// before "fahrenheit".
func unitLetter(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		prev := toks[i-1]
		if unit, ok := letterUnits[toks[i].Value]; ok && toks[i].Type == grammar.Word &&
			(prev.Type == grammar.Num || prev.Type == grammar.Unit && units[prev.Value] == lang.UnitDegrees) {
			toks[i].Type, toks[i].Value = grammar.Unit, unit
		}
	}
	return toks
}
