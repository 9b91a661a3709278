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
// is a heater, "boil the kettle" the kettle said.
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
		if k == len(toks) || !u.things[toks[k].Value] {
			continue
		}
		pos := toks[i].Pos
		on := []lexer.Token{{Type: grammar.Verb, Value: turnWord, Pos: pos}, {Type: grammar.On, Value: "on", Pos: pos},
			{Type: grammar.Det, Value: "the", Pos: pos}, {Type: grammar.Word, Value: u.device, Pos: pos}}
		toks = slices.Insert(slices.Delete(toks, i, k+1), i, on...)
		i += len(on) - 1
	}
	return toks
}

// use is what a verb of use is said of, and the class word of the device
// that does it.
type use struct {
	things map[string]bool
	device string
}

// uses are the verbs of use.
var uses = map[string]use{
	"water": {set("garden lawn grass plants flowers yard backyard flowerbeds beds hedges vegetables"), "sprinkler"},
	"boil":  {set("water"), "kettle"},
}
