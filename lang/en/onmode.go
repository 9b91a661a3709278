package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// onInMode reads a thing switched on with a mode of a thermostat after it
// ("turn on the bedroom ac on cool", "switch the ac on to heat", "bedroom
// ac on cool") as two commands: the thing switched on, then set to the
// mode, as "turn on the bedroom ac and set it to cool" is. The mode was
// left: only the ac was switched on, or "heat" was a room not found. Only
// with nothing after the mode but "mode", a place, "please" or the end,
// and never of a light ("turn on the lamp on cool" is its colour).
func onInMode(toks []lexer.Token) []lexer.Token {
	for j := 2; j < len(toks); j++ {
		w := toks[j].Value
		if modes[w] == "" || !modeEnds(toks[j+1:]) {
			continue
		}
		k := j - 1 // the word before the mode: "on", "to" or "in"
		by := toks[k]
		if by.Type != grammar.On && by.Type != grammar.To && !(by.Type == grammar.Prep && by.Value == placeIn) {
			continue
		}
		on, start := onBefore(toks[:k])
		if start < 0 || on < 0 && by.Type != grammar.On {
			continue
		}
		name := k - 1
		if toks[name].Type == grammar.On && by.Type != grammar.On {
			name-- // "switch the ac on to heat"
		}
		if toks[name].Type != grammar.Word || classes.word[Singular(toks[name].Value)] == lightClass {
			continue
		}
		pos := by.Pos
		set := []lexer.Token{{Type: grammar.Sep, Value: ",", Pos: pos}, {Type: grammar.Verb, Value: setWord, Pos: pos},
			{Type: grammar.Ref, Value: itWord, Pos: pos}, {Type: grammar.To, Value: "to", Pos: pos}}
		at := k
		if by.Type == grammar.On && on < 0 {
			at = k + 1 // "bedroom ac on cool": the "on" is the switching
		}
		toks[j].Type = grammar.Mode
		toks = slices.Insert(slices.Delete(toks, at, k+1), at, set...)
		j = at + len(set)
	}
	return toks
}

// onBefore finds, in the clause that ends where before ends, the "on" of
// switching on (-1 for none), and where the clause starts: -1 where it
// names nothing, switches off, or is a condition, a question or a
// negation.
func onBefore(before []lexer.Token) (on, start int) {
	start = clauseBegins(before)
	on, named := -1, false
	for i := start; i < len(before); i++ {
		switch t := before[i]; {
		case t.Value == "off", t.Type == grammar.If, t.Type == grammar.Quest, t.Type == grammar.Neg:
			return -1, -1
		case t.Type == grammar.On && t.Value == "on":
			on = i
		case t.Type == grammar.Word:
			named = true
		}
	}
	if !named {
		return -1, -1
	}
	return on, start
}

// modeEnds reports what may follow a mode word said after "on": "mode", a
// place, "please", or nothing.
func modeEnds(rest []lexer.Token) bool {
	if len(rest) > 0 && rest[0].Value == "mode" {
		rest = rest[1:]
	}
	for i, t := range rest {
		switch {
		case t.Type == grammar.Sep:
			return true
		case t.Type == grammar.Filler:
		case t.Type == grammar.Prep && i+1 < len(rest):
			return true
		default:
			return false
		}
	}
	return true
}
