package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// clashing keeps two opposite words said one after the other from being
// done as either: "turn the tv on off", "switch the light off on", "turn
// on off the tv", "turn the tv on of" ("of" typed for "off"), "open close
// the blinds", "lock unlock the front door". Read as the last, "lock
// unlock the front door" asked to unlock it. Both are left out, so the
// command asks on or off where a verb is left, and is not understood
// where none is. Only words of no meaning may come between them; after a
// question or a condition the first is a state ("if the door is open
// close it"). "On"
// before a place ("turn the lights off on the upper floor") is the
// place's: a direction is taken only at the end of the clause, or as
// "off", which is never a place's.
func clashing(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		a := opposing(toks, i)
		if a == "" || slices.ContainsFunc(clauseOf(toks, i), func(t lexer.Token) bool { return t.Type == grammar.Quest || t.Type == grammar.If }) {
			continue // "if the garage door is open close it": a state, then the command
		}
		j := i + 1
		for j < len(toks) && toks[j].Type == grammar.Filler {
			j++
		}
		if j == len(toks) || undoes[a] != opposing(toks, j) && (toks[j].Type != grammar.Word || undoes[a] != verbs[toks[j].Value]) {
			continue // "unlock lock the door": a verb that is also a name's word, after a verb
		}
		if isDirection(toks[j]) && toks[j].Value != "off" && toks[j].Value != ofWord && !endsAt(toks, j+1) {
			continue // "turn the lights off on the upper floor"
		}
		if toks[j].Value == ofWord && !endsAt(toks, j+1) {
			continue // "turn on of the lights": a word of the name
		}
		toks = slices.Delete(toks, j, j+1)
		toks = slices.Delete(toks, i, i+1)
		i--
	}
	return toks
}

// opposing is the meaning of a direction or a verb at i that has an
// opposite ("on", "off", "open", "lock"), or "".
func opposing(toks []lexer.Token, i int) string {
	t := toks[i]
	switch {
	case isDirection(t):
		return directionOf(t)
	case t.Type == grammar.Verb || t.Type == grammar.Word && commandStart(toks[:i]):
		if v := verbs[t.Value]; undoes[v] != "" {
			return v
		}
	}
	return ""
}

// isDirection reports on or off said as a particle (or "of" typed short).
func isDirection(t lexer.Token) bool {
	return t.Type == grammar.On || t.Type == grammar.Dir && (t.Value == "on" || dirs[t.Value] == "off") || t.Value == ofWord
}

// endsAt reports the end of a clause at i, past words of no meaning.
func endsAt(toks []lexer.Token, i int) bool {
	for i < len(toks) && toks[i].Type == grammar.Filler {
		i++
	}
	return clauseEnd(toks[i:])
}

// undoes pairs the meanings said one after the other that undo each
// other.
var undoes = map[string]string{"on": "off", "off": "on", "open": "close", "close": "open", "close-off": "open",
	"lock": "unlock", "unlock": "lock", "start": "stop", "stop": "start", "arm": "disarm", "disarm": "arm",
	"mute": "unmute", "unmute": "mute", "inc": "dec", "dec": "inc", "brighten": "dim", "dim": "brighten"}
