package en

import (
	"slices"

	"edge/grammar"
)

// otherAnswer reports "the other one" said alone as an answer: "the other
// one", "other one", "not that one", "no, not this one, the other one",
// with a no, a sorry or "i meant" before it and "please" or "instead"
// after it. "not that one, the kitchen light" names what is meant and is
// no such answer (notThis).
func otherAnswer(text string) bool {
	var ws []string
	for _, t := range lex.Tokens(text) {
		if t.Type != grammar.Sep && t.Value != sepValue { // a pause after "no" is typed as the no
			ws = append(ws, t.Value)
		}
	}
	for len(ws) > 0 && otherBefore[ws[0]] {
		ws = ws[1:]
	}
	for len(ws) > 0 && otherAfter[ws[len(ws)-1]] {
		ws = ws[:len(ws)-1]
	}
	if len(ws) >= 2 && ws[0] == notWord && (ws[1] == "that" || ws[1] == "this") {
		ws = ws[2:]
		if len(ws) > 0 && ws[0] == oneWord {
			ws = ws[1:]
		}
		if len(ws) == 0 {
			return true
		}
	}
	if len(ws) > 0 && ws[0] == "the" {
		ws = ws[1:]
	}
	return slices.Equal(ws, []string{otherWord, oneWord}) || slices.Equal(ws, []string{otherWord})
}

// otherBefore are the words that may come before "the other one";
// otherAfter those that may come after it.
var (
	sepValue    = ","
	otherBefore = set("no nope sorry oops wrong one i meant mean")
	otherAfter  = set("please instead")
)
