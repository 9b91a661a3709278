package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// notState reads a state said with "not" after what a question asks of
// ("which lights aren't off", "what's not locked", "how many lights are
// not on", "is the kitchen light not on") as the opposite state: which
// lights are on, what is unlocked. They were not understood. "not" right
// after the question word ("isn't the door locked") asks the state as
// said (asking), and a command's "not" is its own.
func notState(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		t, prev, next := toks[i], toks[i-1], &toks[i+1]
		if t.Value != "not" || t.Type != grammar.Except || !askedBefore(toks[:i]) || prev.Type != grammar.Quest && prev.Type != grammar.Word {
			continue
		}
		if prev.Type == grammar.Quest && !copulaAsked[prev.Value] || prev.Type == grammar.Quest && commandStart(toks[:i-1]) || saidBefore(toks[:i], grammar.If) {
			continue // "isn't the door locked"; "if the door is not locked" is the condition as said
		}
		switch {
		case next.Type == grammar.On && next.Value == "on":
			next.Type, next.Value = grammar.Dir, "off"
		case next.Type == grammar.Dir && next.Value == "off":
			next.Type, next.Value = grammar.On, "on"
		case next.Type == grammar.State && opposites[next.Value] != "" && next.Value != "closed":
			next.Value = opposites[next.Value] // "not closed" is left: "open" would be a verb
		default:
			continue
		}
		toks = slices.Delete(toks, i, i+1)
	}
	return toks
}

// copulaAsked are the words of being a state is asked with.
var copulaAsked = set("is are was were")
