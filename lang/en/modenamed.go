package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A thing's "mode" said after its name and set "to" a mode word ("turn
// the ac mode to cool", "set the humidifier mode to sleep", "change the
// bedroom ac mode to heat please", "humidifier mode to continuous") sets
// that mode, as "set the humidifier to sleep mode" does: "turn" was not a
// verb a mode is put with ("I can't find “ac mode”"), and a mode of an
// appliance's own after "to" was read as part of a name ("I can't find
// “humidifier mode sleep”"). Only where the name ends in a class word
// other than a light's (a scene may be called "night mode"), the words
// before it are a verb a mode is put with or none, and nothing but a
// place or "please" follows the mode.

// modeNamedTo reads the word "mode" said before "to" as no part of the
// name: a thermostat's mode is set as in "turn the ac to cool", and the
// word is moved after a mode of an appliance's own, as in "set the
// humidifier to sleep mode".
func modeNamedTo(toks []lexer.Token) []lexer.Token {
	eachClause(toks, func(clause []lexer.Token) {
		start := 0
		if len(clause) > 0 && (modeVerbs[clause[0].Value] || clause[0].Value == turnWord) {
			start = 1
		}
		m := nameAfter(clause, start) - 1 // the word "mode", the last of the name
		if m <= start || m+2 >= len(clause) || !vocab.ModeWords[clause[m].Value] || clause[m+1].Type != grammar.To {
			return
		}
		name := clause[start:m]
		for len(name) > 0 && name[0].Type == grammar.Det {
			name = name[1:]
		}
		w := clause[m+2].Value
		if len(name) == 0 || classes.word[Singular(name[len(name)-1].Value)] == lightClass ||
			modes[w] == "" && vocab.DeviceModes[w] == "" || !modeEnds(clause[m+3:]) {
			return
		}
		if modes[w] != "" {
			clause[m].Type = grammar.Filler // a thermostat's mode: the word "mode" is no part of the name
			clause[m+2].Type = grammar.Mode
			return
		}
		mode := clause[m]
		clause[m], clause[m+1], clause[m+2] = clause[m+1], clause[m+2], mode
	})
	return toks
}
