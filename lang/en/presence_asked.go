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
		if n := whoIs(toks[i:]); n > 0 {
			// "who is home", "who's in the kitchen": what "is anyone
			// home" asks (the home knows motion, never who)
			said := []lexer.Token{tokenAs(toks[i], grammar.Quest, isWord), tokenAs(toks[i], grammar.State, anyoneWord)}
			toks = slices.Replace(toks, i, i+n, said...)
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

const (
	homeWord   = "home"
	anyoneWord = "anyone"
)

// whoIs is the number of words of "who is" or "who's" opening a question
// of home or of a place ("who is home", "who's in the kitchen", "who is
// upstairs"), or 0.
func whoIs(toks []lexer.Token) int {
	if len(toks) < 2 || toks[0].Value != "who" {
		return 0
	}
	n := 1
	if toks[1].Value == isWord {
		n++ // "who's" has lost its "'s" (stateContracted)
	}
	switch {
	case n >= len(toks):
		return 0
	case toks[n].Value == homeWord, vocab.TrailingPlaces[toks[n].Value]:
		return n // "who is home", "who is upstairs"
	case placePreps[toks[n].Value] && placeRun(toks, n+1) > n+1:
		return n // "who is in the kitchen"
	}
	return 0
}
