package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// stateContracted reads the "'s" after a thing as "is" where a state follows
// it ("the tv's on", "the kettle's still on", "the garage's open"), so
// that the statement is read as "the tv is on" is: never as the command
// "tv on". Before anything else ("the kitchen's light", "let's turn"),
// and after "let" ("let's open the garage door", which asked whether it
// was open), "'s" is the possessive's and carries no meaning. Before "been" it is
// "has" ("the heater's been on all day").
func stateContracted(toks []lexer.Token) []lexer.Token {
	out := toks[:0]
	for i, t := range toks {
		if t.Value != possessiveMark {
			out = append(out, t)
			continue
		}
		if i == 0 || i+1 == len(toks) || len(out) > 0 && out[len(out)-1].Value == letWord {
			continue // "let's open the garage door": let us
		}
		next := toks[i+1].Value
		switch _, state := condStates[next]; {
		case next == beenWord:
			t.Type, t.Value = grammar.Quest, hasWord
		case state || stateAdverbs[next]:
			t.Type, t.Value = grammar.Quest, isWord
		default:
			continue
		}
		out = append(out, t)
	}
	return out
}

// possessiveMark is the word expand leaves after a name said with "'s"
// ("kitchen's" → kitchen 's), for stateContracted to read.
const possessiveMark = "'s"

// isWord and hasWord are the words "'s" stands for before a state; beenWord
// the word that makes it "has".
const (
	isWord   = "is"
	hasWord  = "has"
	beenWord = "been"
)

// stateAdverbs are the words between "is" and a state ("the tv's still on",
// "the door's not locked").
var stateAdverbs = map[string]bool{"still": true, "already": true, "not": true, "now": true, "left": true}

// stillSo reads a state said to last ("still", "already", "now", "left")
// as the state itself: "the garage door still open", "the tv is still on",
// "the blinds are already closed", "the tv is left on" say what "the
// garage door is open" says: a statement, asked as whether it is so, never
// the command "open the garage door". Such a word right after a name, in
// a clause with no question word, takes the place of "is"; after a
// question word ("is the light still on") it is dropped. Anywhere else
// ("i already turned off the tv", "okay now open the garage") it is left
// as it is.
func stillSo(toks []lexer.Token) []lexer.Token {
	out := toks[:0]
	asked := false
	for i, t := range toks {
		if t.Type == grammar.Sep || t.Type == grammar.Conj {
			asked = false
		}
		asked = asked || t.Type == grammar.Quest
		if !lastingStates[t.Value] || i == 0 || i+1 == len(toks) {
			out = append(out, t)
			continue
		}
		_, state := condStates[toks[i+1].Value]
		switch {
		case !state:
			out = append(out, t)
		case asked:
		case toks[i-1].Type == grammar.Word:
			t.Type, t.Value = grammar.Quest, isWord
			out = append(out, t)
		default:
			out = append(out, t) // "okay now open the garage", "on the left on"
		}
	}
	return out
}

// lastingStates are the words that say a state lasts.
var lastingStates = map[string]bool{"still": true, "already": true, "now": true, "left": true}
