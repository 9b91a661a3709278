package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A direction put right with nothing else said ("no, off", "i meant off",
// "no i said on", "oops, off please", "sorry, off instead"): the last
// command the other way, as "off" alone says. "No, off" was not
// understood, and "i meant off" looked for a thing called "meant".

// dirFixOpens are the words that open such a turn besides those of a
// value put right (valueFixOpens).
var dirFixOpens = append([][]string{{"no", "i", "said"}, {"i", "said"}, {"sorry", "i", "said"}}, valueFixOpens...)

// dirFixed reads such a turn as the direction alone.
func dirFixed(toks []lexer.Token) []lexer.Token {
	said, n := fixOpened(toks, dirFixOpens)
	if n == 0 || n == len(said) || said[n].Type != grammar.On && (said[n].Type != grammar.Dir || dirs[said[n].Value] != "on" && dirs[said[n].Value] != "off") {
		return toks
	}
	for _, t := range said[n+1:] {
		if t.Type != grammar.Filler {
			return toks // "no, off in the kitchen"
		}
	}
	return said[n:]
}
