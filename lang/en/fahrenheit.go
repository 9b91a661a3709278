package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// fahrenheitSaid reads "f" after a number or after degrees ("72 f",
// "72°F", "72 degrees f") as degrees Fahrenheit, and "c" so as degrees
// Celsius ("22 c", "22c", "22 degrees c"); degrees before them are read
// with them by unitSaidTwice, as before "fahrenheit". The short words of
// units after a number ("22 deg", "21 degs", "50 pct", "50 per cent") are
// the units: they were read as names ("I can't find bedroom ac 22 c").
func fahrenheitSaid(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		prev := toks[i-1]
		if unit, ok := unitLetters[toks[i].Value]; ok && toks[i].Type != grammar.Unit &&
			(prev.Type == grammar.Num || prev.Type == grammar.Unit && units[prev.Value] == lang.UnitDegrees) {
			toks[i].Type, toks[i].Value = grammar.Unit, unit
			continue
		}
		if prev.Type != grammar.Num {
			continue
		}
		if unit, ok := shortUnits[toks[i].Value]; ok {
			toks[i].Type, toks[i].Value = grammar.Unit, unit
		} else if toks[i].Value == "per" && i+1 < len(toks) && toks[i+1].Value == "cent" {
			toks[i].Type, toks[i].Value = grammar.Unit, "percent"
			toks = append(toks[:i+1], toks[i+2:]...)
		}
	}
	return toks
}

// unitLetters are the letters of a scale of degrees; shortUnits the short
// words of units.
var (
	unitLetters = map[string]string{"f": "fahrenheit", "c": "celsius"}
	shortUnits  = map[string]string{"deg": "degrees", "degs": "degrees", "pct": "percent"}
)
