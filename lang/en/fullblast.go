package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// "Full blast" is "full", said of a fan, a volume or a light ("fan full
// blast", "put the fan on full blast", "turn the tv up full blast"): the
// top of its range. "Blast" was read as a name and nothing was understood.

// blastWord is the word after "full" that adds nothing to it.
const blastWord = "blast"

// fullBlast drops "blast" after "full".
func fullBlast(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if toks[i].Value == blastWord && toks[i-1].Type == grammar.Extreme && toks[i-1].Value == "full" {
			toks = slices.Delete(toks, i, i+1)
		}
	}
	return toks
}
