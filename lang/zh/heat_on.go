package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// heatOn reads the heating switched on by its word, 暖气 ("开暖气",
// "把卧室暖气打开", "卧室暖气开两个小时"), as the thing that heats switched
// on in its heat mode, as "turn the heating on" is: it switched on the air
// conditioner in whatever mode it was left, cooling where it was set to
// cool. The mode is said as a clause of its own after the command, "，它
// 调成制热"; only a device whose modes hold heat is set so (a heater that
// is on heats). A command that says a mode, more than
// one thing, or a condition is left.
func heatOn(toks []lexer.Token) []lexer.Token {
	end := len(toks)
	for end > 0 && (toks[end-1].Type == grammar.Filler || toks[end-1].Type == grammar.Sep) {
		end--
	}
	on, heat := false, false
	for i, t := range toks[:end] {
		switch {
		case t.Type == grammar.Verb && (verbs[t.Value] == "on" || verbs[t.Value] == openOn) && !on:
			on = true
		case t.Type == grammar.Han && heating(t.Value) && !heat:
			heat = true
		case t.Type == grammar.Han && !heat && i+1 < end && toks[i+1].Value == de:
			// 卧室的暖气
		case t.Type == grammar.Filler:
		default:
			return toks
		}
	}
	if !on || !heat {
		return toks
	}
	pos := toks[end-1].Pos
	said := []lexer.Token{{Type: grammar.Sep, Value: "，", Pos: pos}, {Type: grammar.Ref, Value: "它", Pos: pos},
		{Type: grammar.Verb, Value: "调成", Pos: pos}, {Type: grammar.Mode, Value: "制热", Pos: pos}}
	return slices.Insert(toks, end, said...)
}

// heating reports a name of the heating: 卧室暖气, never 电暖气 (a heater).
func heating(name string) bool {
	class, _ := pack{}.ClassOf(name)
	return class == "heating"
}
