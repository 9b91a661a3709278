package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// bothWays keeps a command said with both directions from being done in
// either: "turn on the kitchen light off", "turn off the tv on", and "turn
// on the tv of" ("of" typed for "off") end with the opposite of the
// direction said first, and asked on or off (as "turn the kitchen light"
// does), never the one said last or first. A direction put right with a
// word of repair ("turn on the light, no, off") is put right before; a
// direction at the end said again ("turn off the tv off") is one.
func bothWays(toks []lexer.Token) []lexer.Token {
	eachClause(toks, func(clause []lexer.Token) {
		n := len(clause)
		if n < 3 {
			return
		}
		last := directionOf(clause[n-1])
		if last == "" || !verbAt(clause[0]) || !onlyThings(clause[2:n-1]) {
			return
		}
		// the direction said first is the verb's particle, right after it
		// ("turn on the …"): after the thing, "on" is a place's ("turn the
		// overhead light on the first floor off").
		first := directionOf(clause[1])
		switch {
		case first == "" || clause[1].Value == ofWord:
		case first != last:
			clause[1].Type, clause[n-1].Type = grammar.Filler, grammar.Filler
		case clause[n-1].Value == ofWord:
			clause[n-1].Type = grammar.Filler // "turn off the tv of"
		}
	})
	return toks
}

// onlyThings reports words that only name things and places between a
// command's particle and its end: nothing else said ("but keep the desk
// lamp on") is taken for the command's last word.
func onlyThings(toks []lexer.Token) bool {
	for _, t := range toks {
		switch t.Type {
		case grammar.Word, grammar.Det, grammar.Filler, grammar.Prep, grammar.Quant:
		default:
			return false
		}
	}
	return true
}

// directionOf is the direction of on or off (and "of", which ends a
// command only as "off" typed short), or "".
func directionOf(t lexer.Token) string {
	switch {
	case t.Type == grammar.On || t.Type == grammar.Dir && dirs[t.Value] == "off" || t.Type == grammar.Dir && dirs[t.Value] == "on":
		return dirs[t.Value]
	case t.Value == ofWord:
		return "off"
	}
	return ""
}
