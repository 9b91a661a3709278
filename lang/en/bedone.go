package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A thing asked to be left in a state with "can", "could" or "would" and
// "be" ("could the blinds be opened", "can the curtains be closed", "could
// the garage door be shut please") asks for the command, as "could the
// kitchen light be turned off" does: "opened" and "closed" were read as
// states, and the request was not understood. Only a past form of a verb
// of the pack right after "be", in a clause that opens with such a word:
// "the blinds are closed" and "will the blinds be closed" stay as they are.

// modalOpens are the words a request of this kind opens with.
var modalOpens = set("can could would")

// beDone reads a past form after "be" in a request as its verb.
func beDone(toks []lexer.Token) []lexer.Token {
	for i := 2; i < len(toks); i++ {
		if toks[i-1].Value != "be" || toks[i].Type == grammar.Verb || participle(toks[i].Value) == "" || !modalOpened(toks[:i-1]) {
			continue
		}
		toks[i].Type, toks[i].Value = grammar.Verb, participle(toks[i].Value)
	}
	return toks
}

// modalOpened reports a clause that opens with a word of modalOpens, the
// words before "be" in it.
func modalOpened(before []lexer.Token) bool {
	k := len(before)
	for k > 0 && before[k-1].Type != grammar.Sep && before[k-1].Type != grammar.Conj {
		k--
	}
	for k < len(before) && before[k].Type == grammar.Filler && !modalOpens[before[k].Value] {
		k++ // "please could the blinds be opened"
	}
	return k < len(before) && modalOpens[before[k].Value]
}
