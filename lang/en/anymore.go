package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// anyMore reads "any more" that ends a clause as the one word "anymore",
// an adverb of no meaning here: "we don't need the kitchen light any
// more" is "… anymore", which turns it off, where "more" raised it and
// "don't" took that back ("OK, I won't raise Kitchen light by 10%"). Before
// a name ("turn on any more lights") it is left as said.
func anyMore(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Value != "any" || toks[i+1].Value != "more" || !clauseEndsAt(toks, i+2) {
			continue
		}
		toks[i].Type, toks[i].Value = grammar.Filler, anymoreWord
		toks = append(toks[:i+1], toks[i+2:]...)
	}
	return toks
}

// anymoreWord is "any more" said as one word.
const anymoreWord = "anymore"

// clauseEndsAt reports that a clause ends at k, perhaps after words of
// courtesy or time ("please", "thanks", "now").
func clauseEndsAt(toks []lexer.Token, k int) bool {
	for ; k < len(toks); k++ {
		switch t := toks[k]; {
		case t.Type == grammar.Sep || t.Type == grammar.Conj:
			return true
		case t.Type == grammar.Filler || endCourtesy[t.Value]:
		default:
			return false
		}
	}
	return true
}

// endCourtesy are the words that may end a clause after "any more".
var endCourtesy = set("please thanks thank you now today tonight")
