package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// usedVerb reads a verb of what a device is for, said of what it is used
// on, as the device switched on: "water the garden", "water the lawn
// please", "water the plants" as "turn on the sprinkler"; "boil some
// water", "boil the water" as "turn on the kettle". They were not
// understood. Opening a valve or switching on a kettle asks for a yes, as
// it always does, and a home without the device finds none. Only the verb
// opening a command, before one of its things: "turn on the water heater"
// is a heater, "boil the kettle" the kettle said. Said of a zone ("water
// zone 2", "water the garden zone 2") it switches on the device of that
// name: the zone was read into the sprinkler's name (“sprinkler zone 2”).
func usedVerb(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		u, ok := uses[toks[i].Value]
		if !ok || !commandStart(toks[:i]) {
			continue
		}
		k := i + 1
		if toks[k].Type == grammar.Det || toks[k].Value == "some" {
			k++
		}
		pos := toks[i].Pos
		on := []lexer.Token{{Type: grammar.Verb, Value: turnWord, Pos: pos}, {Type: grammar.On, Value: "on", Pos: pos}}
		switch {
		case k < len(toks) && (u.zones[toks[k].Value] || u.things[toks[k].Value] && k+1 < len(toks) && u.zones[toks[k+1].Value]):
			// "water zone 2", "water the garden zone 2": the device of that name
			toks = slices.Insert(slices.Delete(toks, i, i+1), i, on...)
		case k < len(toks) && u.things[toks[k].Value]:
			on = append(on, lexer.Token{Type: grammar.Det, Value: "the", Pos: pos}, lexer.Token{Type: grammar.Word, Value: u.device, Pos: pos})
			toks = slices.Insert(slices.Delete(toks, i, k+1), i, on...)
		default:
			continue
		}
		i += len(on) - 1
	}
	return toks
}

// use is what a verb of use is said of, and the class word of the device
// that does it; zones are the words of a part of what it is used on that
// a device of its own does ("zone 2", "the garden zone 2"): that device
// is switched on.
type use struct {
	things map[string]bool
	device string
	zones  map[string]bool
}

// uses are the verbs of use.
var uses = map[string]use{
	"water": {set("garden lawn grass plants flowers yard backyard flowerbeds beds hedges vegetables"), "sprinkler", set("zone zones")},
	"boil":  {set("water"), "kettle", nil},
}
