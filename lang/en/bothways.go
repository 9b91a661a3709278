package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// bothWays keeps a command said with both directions from being done in
// either: "turn on the kitchen light off", "turn off the tv on", and "turn
// on the tv of" ("of" typed for "off") end with the opposite of the
// direction said first, also before a place or a courtesy ("turn on the
// lights out back", "turn on the garden lights off please": the last was
// done), and asked on or off (as "turn the kitchen light"
// does), never the one said last or first. A direction put right with a
// word of repair ("turn on the light, no, off") is put right before; a
// direction at the end said again ("turn off the tv off") is one.
func bothWays(toks []lexer.Token) []lexer.Token {
	eachClause(toks, func(clause []lexer.Token) {
		n := len(clause)
		if n < 3 {
			return
		}
		k := lastDirection(clause)
		if k < 2 || !verbAt(clause[0]) || !onlyThings(clause[2:k]) {
			return
		}
		last := directionOf(clause[k])
		// the direction said first is the verb's particle, right after it
		// ("turn on the …"): after the thing, "on" is a place's ("turn the
		// overhead light on the first floor off").
		first := directionOf(clause[1])
		switch {
		case first == "" || clause[1].Value == ofWord:
		case first != last:
			clause[1].Type, clause[k].Type = grammar.Filler, grammar.Filler
		case clause[k].Value == ofWord || k < n-1:
			clause[k].Type = grammar.Filler // "turn off the tv of", "turn off the lights out in the garden"
		}
	})
	return toks
}

// lastDirection is the index of the direction that ends a clause, before
// only a place or words of no meaning ("… off please", "… out back", "…
// out in the garage", "… on in the garden"), or -1. "On" before a name is
// a place's ("… on the landing"), and "of" before anything a name's,
// never a direction.
func lastDirection(clause []lexer.Token) int {
	for k := len(clause) - 1; k >= 0; k-- {
		if directionOf(clause[k]) == "" {
			if onlyThings(clause[k : k+1]) {
				continue
			}
			return -1
		}
		next := k + 1
		for next < len(clause) && clause[next].Type == grammar.Filler {
			next++
		}
		if next == len(clause) {
			return k
		}
		if clause[k].Value == ofWord || clause[k].Value != "off" && clause[k].Value != "out" &&
			(clause[next].Type == grammar.Det || clause[next].Type == grammar.Word || clause[next].Type == grammar.Quant) {
			return -1 // "on the landing", "on every floor", "one of the lamps"
		}
		return k
	}
	return -1
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

// outThere keeps "out" said of where a thing is ("the lights out back",
// "out front", "out in the garage") from being the direction of a command
// that says its own: "turn the lights out back on" turned them off. Said
// with the opposite direction, neither is done and on or off is asked;
// with the same, it is said once.
func outThere(toks []lexer.Token) []lexer.Token {
	eachClause(toks, func(clause []lexer.Token) {
		for i, t := range clause {
			if t.Type != grammar.Dir || t.Value != "out" || !placeAfterOut(clause[i+1:]) {
				continue
			}
			for j := range clause {
				d := directionOf(clause[j])
				if j == i || d == "" {
					continue
				}
				clause[i].Type = grammar.Filler
				if d != dirs["out"] {
					clause[j].Type = grammar.Filler
				}
			}
		}
	})
	return toks
}

// placeAfterOut reports a place said right after "out": a word of where
// ("back", "there") or a place's preposition.
func placeAfterOut(toks []lexer.Token) bool {
	if len(toks) > 1 && toks[0].Type == grammar.Det {
		toks = toks[1:]
	}
	return len(toks) > 0 && (outPlaces[toks[0].Value] || toks[0].Type == grammar.Prep)
}

// outPlaces are the words of where said after "out".
var outPlaces = set("back front there here side")
