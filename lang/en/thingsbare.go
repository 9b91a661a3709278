package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A verb said of "things" with no article, quantifier or place ("heat
// things up", "cool things down", "shake things up", "switch things up",
// "light things up", "brighten things up", "turn things up a notch",
// "let's cool things off") is an idiom of making a time livelier or
// calmer, never a command to every device: it raised both air
// conditioners, the blinds or every light and player, or asked to turn
// on every light. "Turn off all the things", "turn the things in the
// kitchen off" and "turn everything off" stay commands.

// errThingsBare refuses what thingsBare reports.
var errThingsBare = grammar.Errorf("things said bare, an idiom")

// thingsWord is the plural word of any device said bare in such an idiom.
const thingsWord = "things"

// thingsBare reports "things" said after a word that is no article,
// quantifier or preposition, with nothing after it but a particle, a
// filler or the end of the clause.
func thingsBare(toks []lexer.Token) bool {
	for i, t := range toks {
		if t.Value != thingsWord || i == 0 {
			continue
		}
		if b := toks[i-1].Type; b == grammar.Det || b == grammar.Quant || b == grammar.Prep || b == grammar.Sep {
			continue // "all the things", "of things"
		}
		if i+1 == len(toks) || toks[i+1].Type == grammar.Sep || toks[i+1].Type == grammar.Dir || toks[i+1].Type == grammar.On ||
			toks[i+1].Type == grammar.Filler {
			return true
		}
	}
	return false
}
