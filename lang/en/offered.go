package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// offered reads an offer to do a thing, or a question of whether someone
// wants a thing so, that opens a clause without "do" ("want me to turn
// off the tv", "you want me to open the garage", "want us to lock up",
// "you want the kettle on") as the question said with it ("do you want me
// to turn off the tv"): it is said to a person, never a command; the tv
// was turned off. "want the tv on" with no one named is left as it is.
func offered(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		if !thingOpens(toks[:i]) {
			continue
		}
		k := i
		if toks[k].Value == youWord {
			k++
		}
		if toks[k].Value != wantWord || !(offeredTo[toks[k+1].Value] && toks[k+2].Type == grammar.To || k > i && toks[k+1].Type == grammar.Det) {
			continue
		}
		for m := i - 1; m >= 0 && toks[m].Type != grammar.Sep && toks[m].Type != grammar.Conj; m-- {
			toks[m].Type = grammar.Filler
		}
		toks[i].Type, toks[i].Value = grammar.Quest, doWord
		for m := i + 1; m <= k+1 && toks[m].Type != grammar.Det; m++ {
			toks[m].Type = grammar.Filler
		}
		i = k + 1
	}
	return toks
}

// wantWord is the word of an offer; offeredTo who would do what is
// offered.
const wantWord = "want"

var offeredTo = set("me us")
