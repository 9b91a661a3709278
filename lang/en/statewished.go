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
// state wished of "it" ("i want it locked"), which names nothing. Said
// with a word of duty and "be" ("the blinds should be closed", "the
// curtains need to be opened"), it is wished.

// wishedBefore are the words before a thing that wish a state of it
// ("i want", "we need", "i'd like"); "have" wishes after haveAsked ("can
// we have").
var wishedBefore = set("want need like love")

// stateDuties say, before "be" and a participle, that a thing is to be
// left so: "the blinds should be closed", "the curtains need to be
// opened", "the garage door has to be shut".
var stateDuties = set("should must need needs ought have has")

// beWord is the verb of a state said with a word of duty.
const beWord = "be"

// dutyBefore reports a name, a word of duty, "to" or not, and "be" at the
// end of the words before a state.
func dutyBefore(before []lexer.Token) bool {
	n := len(before)
	if n < 3 || before[n-1].Value != beWord {
		return false
	}
	n--
	if before[n-1].Type == grammar.To {
		n--
	}
	return n >= 2 && before[n-1].Type == grammar.Filler && stateDuties[before[n-1].Value] && before[n-2].Type == grammar.Word
}

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
		case t.Type == grammar.State && participle(t.Value) != "" && i > k && dutyBefore(clause[k:i]):
			s, wished = i, true // "the blinds should be closed"
		case t.Type == grammar.Word || t.Type == grammar.Det || t.Type == grammar.Prep || t.Type == grammar.Filler,
			t.Type == grammar.To && i+1 < len(clause) && clause[i+1].Value == beWord: // "need to be"
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
