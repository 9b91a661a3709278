package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A name that ends in a word of a colour ("big white", an alias of the
// living room ceiling light) said before a comparison ("make big white
// cooler", "make the big white a bit warmer", "big white brighter") is
// that name: the colour was read as the light's colour and the rest as a
// name ("Big can't do that"). A colour is never said before a comparison
// of its own ("make the lamp red" sets the colour).

// colorNamed reads a colour word after a word of a name and before a
// comparison as a word of the name.
func colorNamed(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].Type != grammar.Color || toks[i-1].Type != grammar.Word {
			continue
		}
		k := i + 1
		for k < len(toks) && (toks[k].Type == grammar.Det || toks[k].Type == grammar.Filler || littleWords[toks[k].Value]) {
			k++ // "a bit", "a little", "a lot", "much"
		}
		if k < len(toks) && toks[k].Type == grammar.Rel && !littleWords[toks[k].Value] {
			toks[i].Type = grammar.Word
		}
	}
	return toks
}

// littleWords say how much before a comparison: "a bit cooler", "much
// warmer".
var littleWords = set("bit little tad touch smidge notch lot much far way even slightly")
