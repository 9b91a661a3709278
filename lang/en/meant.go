package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A turn that only opens with words of asking about, or putting right,
// the last command and then names something: "what about the hall",
// "how about in the kitchen", "make it the bedside one", "make that the
// study lamp". It is the last command (a question too) on what is named,
// as "no, the bedside one" and "the hall too" are. Left as they were,
// "what about" read as a question about "about hall", and "make it the
// bedside one" as a command to make the last device something. The reply
// grammar reads the other openers ("i meant the …", "sorry, the …").

// meantOpens are the opening words, made fillers when only a name (a
// determiner "the", or a place's preposition, first) follows them.
var meantOpens = [][]string{{"what", "about"}, {"how", "about"}, {"make", "it"}, {"make", "that"}}

// meant makes the opening words of such a turn fillers.
func meant(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && (toks[start].Type == grammar.Filler || toks[start].Type == grammar.Conj) {
		start++ // "and what about the hall", "ok make it the study one"
	}
	n := wordsAt(toks, start, meantOpens)
	k := start + n
	if n == 0 || k >= len(toks) || toks[k].Value != "the" && toks[k].Type != grammar.Prep {
		return toks
	}
	for _, t := range toks[k:] {
		switch t.Type {
		case grammar.Det, grammar.Word, grammar.Prep, grammar.Filler, grammar.Sep:
		default:
			return toks // "make it the brightest", "what about the lights, are they on"
		}
	}
	for i := start; i < k; i++ {
		toks[i].Type = grammar.Filler
	}
	return toks
}
