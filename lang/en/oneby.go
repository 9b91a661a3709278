package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// nearWords say where a thing is by another ("the one by the desk", "the
// one next to the tv"), longest first.
var nearWords = [][]string{{"next", "to"}, {"close", "to"}, {"by"}, {"near"}, {"beside"}}

// oneBy reads "the one by the desk" ("the one near the window", "the one
// next to the tv") as "the desk one": what it is by names it, as the
// words of its name or alias ("desk lamp"). It was not understood, where
// "the desk one" picked it. Only said as an answer is: "the one", the
// words of near and a name to the end.
func oneBy(toks []lexer.Token) []lexer.Token {
	k := 0
	for k < len(toks) && toks[k].Type == grammar.Filler {
		k++
	}
	if k+2 >= len(toks) || toks[k].Type != grammar.Det || toks[k+1].Value != oneWord {
		return toks
	}
	n := wordsAt(toks, k+2, nearWords)
	if n == 0 {
		return toks
	}
	for _, t := range toks[k+2+n:] {
		if t.Type != grammar.Det && t.Type != grammar.Word && t.Type != grammar.Filler {
			return toks
		}
	}
	for i := k; i < k+2+n; i++ {
		toks[i].Type = grammar.Filler
	}
	return toks
}
