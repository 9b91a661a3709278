package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A question of how a thing is done ("how do i turn on the fan", "how
// can you open the garage", "how to lock the front door") asks to be
// taught, not for the thing done, nor for a state: read as "is the fan
// on" it was answered "None of them is on". It is not understood.

// howAsker opens such a question; howAux are the words after it that
// make it one, before a verb.
const howAsker = "how"

var howAux = set("do does did can could should would to")

// howTo makes such a question a word the grammar does not take.
func howTo(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && toks[start].Type == grammar.Filler {
		start++
	}
	if start+2 >= len(toks) || toks[start].Value != howAsker || !howAux[toks[start+1].Value] {
		return toks
	}
	for _, t := range toks[start+2:] {
		if t.Type == grammar.Sep {
			break
		}
		if t.Type == grammar.Verb || t.Type == grammar.Word && verbs[t.Value] != "" { // "lock" is a word yet
			toks[start].Type = grammar.Kw // no rule of the grammar opens with it
			return toks
		}
	}
	return toks
}
