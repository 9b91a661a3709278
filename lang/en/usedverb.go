package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// watered reads a garden, a lawn or plants said to be watered ("water
// the garden", "water the lawn please", "water the plants") as the
// sprinkler switched on, as "turn on the sprinkler" is: it was not
// understood. Opening a valve asks for a yes, as it always does. Only
// "water" opening a command, before one of wateredThings; "turn on the
// water heater" is a heater.
func watered(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Value != waterWord || !commandStart(toks[:i]) {
			continue
		}
		k := i + 1
		if toks[k].Type == grammar.Det {
			k++
		}
		if k == len(toks) || !wateredThings[toks[k].Value] {
			continue
		}
		pos := toks[i].Pos
		on := []lexer.Token{{Type: grammar.Verb, Value: turnWord, Pos: pos}, {Type: grammar.On, Value: "on", Pos: pos},
			{Type: grammar.Det, Value: "the", Pos: pos}, {Type: grammar.Word, Value: sprinklerWord, Pos: pos}}
		toks = slices.Insert(slices.Delete(toks, i, k+1), i, on...)
		i += len(on) - 1
	}
	return toks
}

// waterWord is the verb of watering; sprinklerWord what waters;
// wateredThings what is watered by it.
const (
	waterWord     = "water"
	sprinklerWord = "sprinkler"
)

var wateredThings = set("garden lawn grass plants flowers yard backyard flowerbeds beds hedges vegetables")
