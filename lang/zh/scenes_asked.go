package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A question of the scenes ("有哪些场景", "场景有哪些", "都有什么场景", "家里有哪
// 些场景") asks the home's scenes by the word of their kind: it is a name
// asked about, not a noun of no use. It was not understood, or every
// device's state was said.

// scenesAsked reads a word of the kind of a scene, said with nothing else
// but question words and the whole home, as a name.
func scenesAsked(toks []lexer.Token) []lexer.Token {
	kind := -1
	for i, t := range toks {
		switch {
		case vocab.KindWords[t.Value] && kind < 0:
			kind = i
		case t.Type == grammar.Quest, t.Type == grammar.Quant, t.Type == grammar.Filler:
		default:
			return toks
		}
	}
	if kind < 0 || !slices.ContainsFunc(toks, func(t lexer.Token) bool { return t.Type == grammar.Quest }) {
		return toks
	}
	toks[kind].Type = grammar.Han
	return toks
}
