package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A thermostat's setting said by its own words: "the target temperature",
// "the desired temperature", "the temperature setting", "the thermostat
// setting", "the setpoint". In a question they ask what it is set to, as
// "what is the set temperature in the bedroom" does: "what's the
// temperature setting of the living room ac" answered the temperature it
// measures, "what's the thermostat setting" whether it was on, "what's
// the target temperature in the bedroom" could not find "target". In a
// command the setting is the temperature set: "set the target
// temperature in the bedroom to 22" could not find "target".

var (
	// settingBefore are said before a quantity: "target temperature".
	settingBefore = set("target desired wanted")
	// settingAfter are said after a quantity or a thermostat's class word:
	// "temperature setting", "thermostat setting" ("the alarm setting" is
	// its state).
	settingAfter = set("setting settings")
	// setpoints are the setting said alone.
	setpoints = [][]string{{"setpoint"}, {"setpoints"}, {"set", "point"}, {"set", "points"}}
)

// settingSaid reads those words: in a question, the verb "set" (the
// setting asked); in a command, nothing before the quantity. A setpoint
// is the temperature set.
func settingSaid(toks []lexer.Token) []lexer.Token {
	asked := slices.ContainsFunc(toks, func(t lexer.Token) bool { return t.Type == grammar.Quest })
	for i := 0; i < len(toks); i++ {
		t := &toks[i]
		if n := wordsAt(toks, i, setpoints); n > 0 && (i == 0 || toks[i-1].Type != grammar.Verb) {
			said := []lexer.Token{{Type: grammar.Attr, Value: "temperature", Pos: t.Pos}}
			if asked {
				said = slices.Insert(said, 0, lexer.Token{Type: grammar.Verb, Value: "set", Pos: t.Pos})
			}
			toks = slices.Replace(toks, i, i+n, said...)
			i += len(said) - 1
			continue
		}
		switch {
		case settingBefore[t.Value] && t.Type == grammar.Word && i+1 < len(toks) && toks[i+1].Type == grammar.Attr:
			if asked {
				t.Type, t.Value = grammar.Verb, "set"
			} else {
				t.Type = grammar.Filler
			}
		case asked && settingAfter[t.Value] && i > 0 && (toks[i-1].Type == grammar.Attr || climateWord(toks[i-1])):
			t.Type, t.Value = grammar.Verb, "set"
		}
	}
	return toks
}

// climateWord reports a word that names a thermostat's class ("thermostat",
// "ac", "heating").
func climateWord(t lexer.Token) bool {
	class, _ := (pack{}).ClassOf(t.Value)
	return t.Type == grammar.Word && class == "climate"
}
