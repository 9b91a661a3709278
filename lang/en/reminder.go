package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A reminder asked for ("remind me to turn off the oven", "set a reminder
// to close the garage door", "tell me to turn off the kitchen light in 10
// minutes", "don't let me forget to lock the front door") asks edge to
// tell the speaker, not to do the thing: edge keeps no reminders, so it is
// not understood. The command in it was done ("tell me to … in 10
// minutes" turned the light off then), or its words were read into a
// name and a guess asked back ("Did you mean Garage door?"), which a yes
// closed.

var errReminder = grammar.Errorf("a reminder")

// reminderWords ask for a reminder wherever they are said.
var reminderWords = set("reminder reminders")

// reminderAsked reports tokens that ask for a reminder: a word of one,
// "remind" with "to" and a verb after it, "tell me to" and a verb, or
// "let me forget".
func reminderAsked(toks []lexer.Token) bool {
	val := func(i int) string {
		if i < len(toks) {
			return toks[i].Value
		}
		return ""
	}
	for i, t := range toks {
		switch {
		case reminderWords[t.Value]:
			return true
		case t.Value == "remind" && toDoAfter(toks[i+1:]):
			return true
		case t.Value == "tell" && val(i+1) == "me" && val(i+2) == "to" && toDoAfter(toks[i+2:]):
			return true
		case t.Value == "let" && val(i+1) == "me" && val(i+2) == "forget":
			return true
		}
	}
	return false
}

// toDoAfter reports a "to" in toks with a verb right after it.
func toDoAfter(toks []lexer.Token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Value == "to" && (toks[i+1].Type == grammar.Verb || nounVerbs[toks[i+1].Value]) {
			return true
		}
	}
	return false
}
