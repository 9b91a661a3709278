package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A verb of warming or cooling said of a place or a thing, with no other
// verb ("heat up the living room", "warm the lounge up", "cool down the
// bedroom", "warm the kids room") is making it warmer or cooler, as "make
// the living room warmer" is: "heat" was read as a word of a name and
// nothing was found, "warm up the bedroom" asked which of all the
// bedroom's devices to raise, and "cool off the bedroom" turned its lights
// off. Only the verb opening the clause, "up" after a verb of warming and
// "down" or "off" after one of cooling (before or after the name), the
// name, and fillers; with neither the particle nor an article before the
// name it is a name's word ("heat lamp", "cool mist humidifier"), and
// "turn the heat up" keeps its verb. Said with "to" and a number ("heat
// the bedroom to 22", "cool down the living room to 20 degrees") it is
// the place's temperature set. Fillers and "to" may come first ("i want to
// warm up the bedroom", "we need to cool the lounge"). An appliance that
// heats when it is on ("heat up the oven", "preheat the oven", "warm the
// kettle") is switched on: it could not be made warmer.

// warmedBy are the verbs of warming and cooling, each with the change it
// makes and the particle said with it.
var warmedBy = map[string]struct{ change, particle string }{
	"heat": {"warmer", "up"}, "warm": {"warmer", "up"}, "cool": {"cooler", "down"}, "chill": {"cooler", "down"},
}

// warmedUp reads a verb of warming or cooling as the change it makes.
func warmedUp(toks []lexer.Token) []lexer.Token {
	start := leadIn(toks)
	if start > 0 && start+1 < len(toks) && toks[start].Type == grammar.To {
		start++ // "i want to heat the bedroom"
	}
	pre := start+1 < len(toks) && toks[start].Value == preWord && toks[start+1].Value == heatWord
	if pre {
		toks = append(toks[:start:start], toks[start+1:]...) // "preheat the oven": never a name's word
	}
	if start >= len(toks) {
		return toks
	}
	w, ok := warmedBy[toks[start].Value]
	if !ok || toks[start].Type != grammar.Word && toks[start].Type != grammar.State {
		return toks
	}
	particle := func(t lexer.Token) bool {
		return t.Type == grammar.Dir && (t.Value == w.particle || w.particle == "down" && dirs[t.Value] == "off")
	}
	k := start + 1
	if k < len(toks) && particle(toks[k]) {
		k++
	}
	name := k
	for k < len(toks) && toks[k].Type == grammar.Det {
		k++
	}
	words := k
	for k < len(toks) && toks[k].Type == grammar.Word {
		k++
	}
	if k == words || !pre && words == name && name == start+1 && (k == len(toks) || !particle(toks[k])) {
		return toks // "heat lamp", "cool mist humidifier": a name
	}
	end := k
	if end < len(toks) && particle(toks[end]) && name == start+1 {
		end++ // "warm the lounge up"
	}
	if to := toDegrees(toks, end); to > end {
		// "heat the bedroom to 22": its temperature set
		out := append([]lexer.Token{}, toks[:start]...)
		out = append(out, lexer.Token{Type: grammar.Verb, Value: setWord, Pos: toks[start].Pos})
		out = append(out, toks[name:k]...)
		out = append(out, lexer.Token{Type: grammar.Attr, Value: temperatureWord, Pos: toks[start].Pos})
		return append(out, toks[end:]...)
	}
	for end < len(toks) && toks[end].Type == grammar.Filler {
		end++
	}
	if end < len(toks) {
		return toks
	}
	out := append([]lexer.Token{}, toks[:start]...)
	if w.change == warmerWord && heatedOn[Singular(toks[k-1].Value)] {
		// "heat up the oven", "warm the kettle": it heats when it is on
		out = append(out, lexer.Token{Type: grammar.Verb, Value: turnWord, Pos: toks[start].Pos},
			lexer.Token{Type: grammar.On, Value: onWord, Pos: toks[start].Pos})
		return append(append(out, toks[name:k]...), toks[end:]...)
	}
	out = append(out, lexer.Token{Type: grammar.Verb, Value: makeWord, Pos: toks[start].Pos})
	out = append(out, toks[name:k]...)
	out = append(out, lexer.Token{Type: grammar.Rel, Value: w.change, Pos: toks[start].Pos})
	if k < len(toks) && particle(toks[k]) {
		k++
	}
	return append(out, toks[k:]...)
}

// heatedOn are the appliances that heat when they are switched on, with
// no temperature of their own to raise: warming one switches it on.
var heatedOn = set("oven cooker stove hob cooktop kettle grill toaster fryer griddle")

// preWord said before heatWord is "preheat"; warmerWord the change of
// warming; onWord switches on with turnWord.
const (
	preWord    = "pre"
	heatWord   = "heat"
	warmerWord = "warmer"
	onWord     = "on"
)

// temperatureWord is the quantity a place is warmed or cooled to.
const temperatureWord = "temperature"

// toDegrees is the end of "to" and a number, with its unit and fillers,
// that ends the clause at k; k where it is not so.
func toDegrees(toks []lexer.Token, k int) int {
	if k+1 >= len(toks) || toks[k].Type != grammar.To || toks[k+1].Type != grammar.Num {
		return k
	}
	end := k + 2
	for end < len(toks) && (toks[end].Type == grammar.Unit || toks[end].Type == grammar.Filler) {
		end++
	}
	if end < len(toks) {
		return k
	}
	return end
}
