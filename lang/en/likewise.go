package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The words that add what is named to the last command, said after a
// command: "the hall too", "the study lamp as well", "same for the hall",
// "do the same in the bedroom", "same thing with the tv". They only say
// that the last command is meant again, which a follow-up that only names
// a target already does; left in, they made the follow-up not understood.
// Made fillers, what is left names the targets ("the hall", "in the
// bedroom"). Only where nothing else is said: "too" at the end of a
// clause, after a name or anything else said ("turn the kitchen light off
// too", "mute the speakers please too", "set the porch light to blue as
// well": it was read into the name, or the whole not understood), "here"
// or "there" at the end of a clause, the words of "same" at its start.

// likewiseEnd are the words that end such a follow-up, one or two words.
var likewiseEnd = [][]string{{"too"}, {"as", "well"}}

// likewiseStart are the words that start one, longest first; a
// preposition of place after them stays ("same in the hall").
var likewiseStart = [][]string{{"do", "the", "same", "thing"}, {"do", "the", "same"}, {"the", "same", "thing"}, {"same", "thing"},
	{"the", "same", "goes"}, {"same", "goes"}, {"the", "same"}, {"same"}, {"likewise"}}

// likewiseFor are the words after likewiseStart that only say to what.
var likewiseFor = set("for with to")

// likewise makes the words that add to the last command fillers.
func likewise(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && (toks[start].Type == grammar.Filler || toks[start].Type == grammar.Conj) {
		start++ // "and the same for the hall", "please do the same"
	}
	if n := wordsAt(toks, start, likewiseStart); n > 0 && start+n < len(toks) {
		k := start + n
		if likewiseFor[toks[k].Value] {
			k++
		}
		if k < len(toks) && (toks[k].Type == grammar.Det || toks[k].Type == grammar.Word || toks[k].Type == grammar.Prep) {
			for i := start; i < k; i++ {
				toks[i].Type = grammar.Filler
			}
		}
	}
	for i := 1; i < len(toks); i++ {
		n := wordsAt(toks, i, likewiseEnd)
		end := i + n
		for end < len(toks) && toks[end].Type == grammar.Filler {
			end++ // "the hall too please"
		}
		if n == 0 || toks[i-1].Type == grammar.Conj || !clauseEnd(toks[end:]) {
			continue
		}
		for k := i; k < i+n; k++ {
			toks[k].Type = grammar.Filler
		}
	}
	return toks
}

// wordsAt is the number of tokens of the first of the word runs at i, or 0.
func wordsAt(toks []lexer.Token, i int, runs [][]string) int {
	for _, run := range runs {
		if i+len(run) > len(toks) {
			continue
		}
		k := 0
		for k < len(run) && toks[i+k].Value == run[k] {
			k++
		}
		if k == len(run) {
			return k
		}
	}
	return 0
}
