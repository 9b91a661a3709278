package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A question of how far a thing can go ("how high can the ac go", "how
// low will the heating go", "how loud does the tv get", "how bright can
// i set the study lamp") asks a limit, which edge does not know: read as
// a wish it asked "Lower Bedroom AC by 1°C?" or which air conditioner to
// raise, and the answer acted; read as a state it answered the level
// now, which is not what was asked. It is not understood.

// limitWords are the words of how far, and limitAux the words after them
// that make the question one of what can be, not of what is.
var (
	limitWords = set("high low loud quiet soft bright dim warm hot cold cool far fast slow")
	limitAux   = set("can could will would does do did may might")
)

// limitAsked makes such a question a word the grammar does not take.
func limitAsked(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && toks[start].Type == grammar.Filler {
		start++
	}
	if start+2 < len(toks) && toks[start].Value == howAsker && limitWords[toks[start+1].Value] && limitAux[toks[start+2].Value] {
		toks[start].Type = grammar.Kw // no rule of the grammar opens with it
	}
	return toks
}
