package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A word of a thermostat's mode said with nothing else ("heat", "heating",
// "auto", "dry please", "on heat", "alexa, heat") is the mode said alone,
// as "heat mode" is: it sets what the last command acted on, and after a
// question, a light or nothing it is not understood. "heat" and "heating"
// were read as the class of the heating and followed the last command up:
// after "turn on the bedroom light", "heat" switched the bedroom's air
// conditioner on, and after "turn on the bedroom ac" it asked which of the
// two to switch on. A class said as a thing ("the heating too", "and the
// heat") still follows up. "cool" is left out, a word of liking said after
// a command ("cool, thanks"), and "fan", a thing of its own.

// modesAlone are the mode words read as a mode when said alone.
var modesAlone = set("heat heating cooling dry drying dehumidify dehumidifying auto automatic")

// modeAlone reads a mode word said alone, after "on" or "in" or nothing,
// as the mode.
func modeAlone(toks []lexer.Token) []lexer.Token {
	start := leadIn(toks)
	end := len(toks)
	for end > start && (toks[end-1].Type == grammar.Filler || toks[end-1].Type == grammar.Sep) {
		end--
	}
	if end-start < 1 || end-start > 2 || toks[end-1].Type != grammar.Word || !modesAlone[toks[end-1].Value] {
		return toks
	}
	if end-start == 2 {
		if on := toks[start]; on.Type != grammar.On && (on.Type != grammar.Prep || on.Value != placeIn) {
			return toks
		}
		toks[start].Type, toks[start].Value = grammar.To, "to" // "on heat": to heat
	}
	toks[end-1].Type = grammar.Mode
	return toks
}
