package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A thing put "on" or "in" a mode of a thermostat, the word "mode" not
// said ("put the living room ac on heat", "put the ac on auto in the
// bedroom", "put the aircon in cool"), sets that mode, as "put the ac to
// cool" does: "on cool" turned the ac on and left its mode, and "on heat",
// "in auto" were read as a name or a place not found; "put it on heat"
// switched on whatever "it" was, a lamp too. Only after "put", "set" or
// "switch" and a name or "it" ("them"), and with nothing after the mode word but
// a place, "please" or the end: "put the tv on in the living room" stays a
// direction, and "put the lamp on cool" a light's colour. A light's
// warmth put "on" ("put it on warm", "put the ceiling light on cool
// white") is set as with "to": it switched the light on and left its
// colour, and a lamp with no warmth of its own was switched on. A mode
// said with "to" is the mode too: "switch the ac to cool" asked whether
// to switch it on or off, and so is one said with "mode" after the name
// ("set the bedroom ac mode to cool"): "ac mode" was a name not found.

// modeWord is the word "mode".
const modeWord = "mode"

// modeVerbs are the verbs a thing is put into a mode with.
var modeVerbs = set("put set switch change")

// putMode reads "on" or "in" before a mode word or a light's warmth as
// "to", and a mode word as the mode.
func putMode(toks []lexer.Token) []lexer.Token {
	eachClause(toks, func(clause []lexer.Token) {
		if len(clause) < 4 || !modeVerbs[clause[0].Value] {
			return
		}
		k := nameAfter(clause, 1)
		if clause[1].Type == grammar.Ref {
			k = 2 // "put it on heat": a light it means says it has no mode
		}
		if k == 1 || k+1 >= len(clause) {
			return
		}
		named := k - 1 // the last word of the name
		if clause[named].Value == modeWord && named > 1 && clause[named-1].Type == grammar.Word {
			named-- // "set the ac mode to cool"
		}
		if clause[k].Type == grammar.To && modes[clause[k+1].Value] != "" && classes.word[Singular(clause[named].Value)] != lightClass && modeEnds(clause[k+2:]) {
			clause[k+1].Type = grammar.Mode // "switch the ac to cool": its mode, not on or off
			if named < k-1 {
				clause[k-1].Type = grammar.Filler // the word "mode" is no part of the name
			}
			return
		}
		if clause[k].Type != grammar.On && !(clause[k].Type == grammar.Prep && clause[k].Value == placeIn) {
			return
		}
		w := clause[k+1].Value
		_, warmth := kelvins[w]
		if modes[w] == "" && !warmth {
			return
		}
		if end := k + 2; end < len(clause) && clause[end].Type != grammar.Prep && clause[end].Type != grammar.Filler {
			return
		}
		clause[k].Type, clause[k].Value = grammar.To, "to"
		if modes[w] != "" && (!warmth || classes.word[Singular(clause[k-1].Value)] != lightClass) {
			clause[k+1].Type = grammar.Mode // "put the lamp on cool" is its light's colour, not a mode
		} else {
			clause[0].Type, clause[0].Value = grammar.Verb, setWord // a warmth is set
			clause[k+1].Type = grammar.Color
		}
	})
	return toks
}
