package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// presenceAsked reads a question of someone being in a place said without
// its verb, as people say it ("anyone in the kids room?", "anybody in the
// study", "any motion in the hall", "someone at the front door?",
// "anyone home"): as "is the kids room occupied" and "is anyone home"
// ask. They were not understood. Only a clause that is the person or the
// motion and the place, nothing more: "anyone in the kids room turn on the
// light" is no question.
func presenceAsked(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		if !commandStart(toks[:i]) {
			continue
		}
		k := i
		if toks[k].Value == anyWord && k+1 < len(toks) && moved[toks[k+1].Value] {
			k++ // "any motion in the hall"
		} else if !somebody[toks[k].Value] {
			continue
		}
		k++
		if k < len(toks) && toks[k].Value == homeWord && clauseEnd(toks[k+1:]) {
			// "anyone home": what "is anyone home" asks
			toks = slices.Insert(toks, i, tokenAs(toks[i], grammar.Quest, isWord))
			i = k + 1
			continue
		}
		if k >= len(toks) || !placePreps[toks[k].Value] {
			continue
		}
		end := placeRun(toks, k+1)
		if end == k+1 || !clauseEnd(toks[end:]) {
			continue
		}
		said := append([]lexer.Token{tokenAs(toks[i], grammar.Quest, isWord)}, toks[k+1:end]...)
		said = append(said, tokenAs(toks[k], grammar.State, occupiedWord))
		toks = slices.Insert(slices.Delete(toks, i, end), i, said...)
		i += len(said) - 1
	}
	return toks
}

const homeWord = "home"
