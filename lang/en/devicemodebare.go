package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A device put "on", "in" or "to" a mode of its own with no word "mode"
// ("put the humidifier on continuous", "switch the bedroom humidifier to
// sleep", "change the humidifier to continuous please", "humidifier on
// sleep") is set to that mode, as "put the humidifier on continuous mode"
// is: the mode word was read as part of the name ("I can't find
// “humidifier continuous”"). Only where a mode word ends the clause, after
// put, set, switch or change or no verb at all, and a name that ends in a
// class word other than a light's; a thermostat's mode is putMode's.

// modeUnsaid adds the word "mode" after a device's mode said so, for
// deviceModeSaid to read.
func modeUnsaid(toks []lexer.Token) []lexer.Token {
	return eachClauseSpan(toks, func(toks []lexer.Token, s, end int) []lexer.Token {
		m := end - 1
		for m > s && toks[m].Type == grammar.Filler {
			m-- // "… please"
		}
		if m-2 < s || !bareDeviceMode(toks[s:m+1]) {
			return toks
		}
		return slices.Insert(toks, m+1, lexer.Token{Type: grammar.Word, Value: modeWord, Pos: toks[m].Pos})
	})
}

// bareDeviceMode reports a clause that ends in a device's mode word said
// after "on", "in" or "to" and the name of a thing that is no light.
func bareDeviceMode(clause []lexer.Token) bool {
	n := len(clause)
	w := clause[n-1]
	if w.Type != grammar.Word || vocab.DeviceModes[w.Value] == "" || modes[w.Value] != "" {
		return false
	}
	if by := clause[n-2]; by.Type != grammar.On && by.Type != grammar.To && !(by.Type == grammar.Prep && by.Value == placeIn) {
		return false
	}
	start := 0
	if (clause[0].Type == grammar.Verb || clause[0].Type == grammar.Word) && modeVerbs[clause[0].Value] {
		start = 1
	}
	name := clause[start : n-2]
	for len(name) > 0 && name[0].Type == grammar.Det {
		name = name[1:]
	}
	return len(name) > 0 && nameAfter(name, 0) == len(name) && classEnds(name) && classes.word[Singular(name[len(name)-1].Value)] != lightClass
}
