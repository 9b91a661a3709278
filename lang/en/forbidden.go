package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// forbidden reads what edge is told it may not do ("you can't switch off
// the tv", "you cannot turn off the lights", "you must not open the garage
// door", "you shouldn't turn off the lights", "you may not lock the front
// door", "you won't touch the heating") as "don't …" is read: nothing is
// done, and what is pending of it is called off. "You can't switch off the
// tv" switched it off, "you may not …" asked "Did you mean TV?", and "you
// shouldn't …" answered the lights' states. Asked ("can't you switch off
// the tv") it is as before.
func forbidden(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].Value != addressedYou || !commandStart(toks[:i]) {
			continue
		}
		k := i + 1
		switch {
		case toks[k].Value == "cannot":
			k++
		case forbidWords[toks[k].Value] && toks[k+1].Value == notWord:
			k += 2
		default:
			continue
		}
		if k == len(toks) || toks[k].Type != grammar.Verb && toks[k].Type != grammar.Word {
			continue
		}
		do := []lexer.Token{{Type: grammar.Quest, Value: "do", Pos: toks[i].Pos}, {Type: grammar.Except, Value: notWord, Pos: toks[i+1].Pos}}
		return slices.Concat(toks[:i], do, toks[k:])
	}
	return toks
}

// forbidWords are the modals that forbid with "not" after "you".
var forbidWords = set("can may must should shall will")
