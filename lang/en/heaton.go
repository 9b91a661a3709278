package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The heating switched on by the word of its mode ("turn on the heat in
// the bedroom", "switch the heating on", "put the heat on in the living
// room please") is the thing that heats switched on in that mode, as
// "turn the bedroom ac on and set it to heat" is: it switched on the air
// conditioner in whatever mode it was left, cooling where it was set to
// cool. Only a device whose modes hold heat is set so; "turn off the
// heat" switches off as before.

// heatWords are the class words of the heating that say its mode, and
// heatMode the mode.
var heatWords = set("heat heating")

const heatMode = "heat"

// heatOn says the mode after a command that switches the heating on by
// the word of its mode: "… and set it to heat".
func heatOn(toks []lexer.Token) []lexer.Token {
	end := len(toks)
	for end > 0 && (toks[end-1].Type == grammar.Filler || toks[end-1].Type == grammar.Sep) {
		end--
	}
	start := leadIn(toks) // "alexa, …"
	verb, on, heat := false, false, false
	for i := start; i < end; i++ {
		t := toks[i]
		switch {
		case verbAt(t) && verbs[t.Value] == turnWord && !verb:
			verb = true
		case t.Type == grammar.On && verb && !on:
			on = true
		case t.Type == grammar.Word && heatWords[t.Value] && !heat && verb &&
			(i+1 == end || toks[i+1].Type == grammar.Prep || toks[i+1].Type == grammar.On || toks[i+1].Type == grammar.Filler):
			heat = true
		case t.Type == grammar.Filler, t.Type == grammar.Det, t.Type == grammar.Prep, t.Type == grammar.Word:
		default:
			return toks
		}
	}
	if !verb || !on || !heat {
		return toks
	}
	pos := toks[end-1].Pos
	said := []lexer.Token{{Type: grammar.Conj, Value: "and", Pos: pos}, {Type: grammar.Verb, Value: setWord, Pos: pos},
		{Type: grammar.Ref, Value: "it", Pos: pos}, {Type: grammar.To, Value: "to", Pos: pos}, {Type: grammar.Mode, Value: heatMode, Pos: pos}}
	return slices.Insert(toks, end, said...)
}
