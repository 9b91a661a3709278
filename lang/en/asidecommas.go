package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Words of no meaning set off by commas inside a command ("switch off,
// please, the oven", "turn on, um, the kitchen light") are no pause
// between clauses: the verb and its object are one command. Each was
// "Which device do you mean?", the verb cut from its object.

// asideCommas drops the commas around such words, where something is said
// before and after them.
func asideCommas(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if toks[i].Type != grammar.Sep || toks[i].Value != "," || toks[i-1].Type == grammar.Filler {
			continue
		}
		j := i + 1
		for j < len(toks) && toks[j].Type == grammar.Filler {
			j++
		}
		if j == i+1 || j+1 >= len(toks) || toks[j].Type != grammar.Sep || toks[j].Value != "," || toks[j+1].Type == grammar.Conj {
			continue
		}
		toks = slices.Delete(toks, j, j+1)
		toks = slices.Delete(toks, i, i+1)
	}
	return toks
}
