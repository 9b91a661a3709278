package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A thing said with the state it is wished in, as a participle ("the
// garage door closed please", "front door locked please", "i want the
// front door locked", "i'd like the blinds closed please", "can we have
// the curtains opened") is the command that leaves it so, as "i want the
// light switched off" is: they were not understood. Unlocking asks, as
// it always does. Said with neither "please" after nor a wish before
// ("garage door closed"), it may be asked or told, and is left; so is a
// state wished of "it" ("i want it locked"), which names nothing.

// wishedBefore are the words before a thing that wish a state of it
// ("i want", "we need", "i'd like"); "have" wishes after haveAsked ("can
// we have").
var wishedBefore = set("want need like love")

// pleaseWord is the word of courtesy that makes a state said a wish.
const pleaseWord = "please"

// stateWished reads the participle of a state wished of a thing as its
// verb.
func stateWished(toks []lexer.Token) []lexer.Token {
	grammar.Parts(toks, wishState, grammar.Sep, grammar.Conj)
	return toks
}

// wishState retypes the state of one clause, when it is wished.
func wishState(clause []lexer.Token) {
	k := 0
	wished, can := false, false
	for ; k < len(clause) && clause[k].Type == grammar.Filler; k++ {
		w := clause[k].Value
		can = can || haveAsked[w]
		wished = wished || wishedBefore[w] || w == "have" && can
	}
	s := -1
	for i := k; i < len(clause); i++ {
		t := clause[i]
		switch {
		case t.Type == grammar.State && participle(t.Value) != "" && i > k && clause[i-1].Type == grammar.Word:
			s = i
		case t.Type == grammar.Word || t.Type == grammar.Det || t.Type == grammar.Prep || t.Type == grammar.Filler:
		default:
			return
		}
		if s >= 0 {
			break
		}
	}
	if s < 0 {
		return
	}
	for _, t := range clause[s+1:] {
		if t.Type != grammar.Filler && t.Type != grammar.Prep && t.Type != grammar.Det && t.Type != grammar.Word {
			return
		}
		wished = wished || t.Value == pleaseWord
	}
	if wished {
		clause[s].Type, clause[s].Value = grammar.Verb, participle(clause[s].Value)
	}
}
