package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// levelAsked reads whether an attribute is high or low, asked ("is the
// volume high", "is the temperature low in the bedroom", "is the volume
// too high"), as asking the attribute: the level said is the question's,
// never a change. It asked "Raise TV by 10%?" of "is the volume high",
// and "Raise Bedroom AC by 1°C?" of the temperature.
func levelAsked(toks []lexer.Token) []lexer.Token {
	i := lead(toks)
	if i >= len(toks) || toks[i].Type != grammar.Quest || !copulas[toks[i].Value] {
		return toks
	}
	k := i + 1
	for k < len(toks) && (toks[k].Type == grammar.Det || toks[k].Type == grammar.Word) {
		k++
	}
	if k == len(toks) || toks[k].Type != grammar.Attr {
		return toks
	}
	k++
	j := degreesEnd(toks, k)
	if j == len(toks) || toks[j].Type != grammar.Rel || levels[toks[j].Value] == "" {
		return toks
	}
	for ; k <= j; k++ {
		toks[k].Type = grammar.Filler
	}
	return toks
}
