package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A doing said as what should, could or would have been ("i should have
// turned off the oven", "we could have closed the garage door", "i'd have
// turned off the tv", "someone should've locked the door", "i shouldn't
// have turned on the heater") is a regret of the past, no command: it is
// not understood, and nothing is done or asked. "I should have" was read
// as the hedge "i should" and asked back ("Turn off Oven?"), and "i'd
// have turned off the tv" and "someone should have turned off the heater"
// switched them. Said to edge ("you should have turned off the tv") it is
// the complaint it was, and what may have been left so ("i might have
// left the garage door open") is leftundone.go's.

var errRegretted = grammar.Errorf("a regret of the past")

var (
	// regretModals say what was not done; regretSlurred are them said
	// with "have" ("shoulda turned off the tv").
	regretModals  = set("should could would ought")
	regretSlurred = set("shoulda coulda woulda shouldve couldve wouldve")
	// regretBetween are the words that may come between a modal and
	// "have" ("should not have", "ought to have", "should really have").
	regretBetween = set("not never to really just probably definitely totally so at least")
	// regretDone are the past participles that say no -ed ("should have
	// left it off", "could have shut the door").
	regretDone = set("left shut put set been kept got gotten done run let made told switched")
)

// regretted reports a modal of what was not done, then "have" and a past
// participle, before the first separator; "you" before the modal is a
// complaint to edge, and left.
func regretted(toks []lexer.Token) bool {
	for i := 0; i < len(toks) && toks[i].Type != grammar.Sep; i++ {
		v := toks[i].Value
		if regretSlurred[v] {
			return true
		}
		if !regretModals[v] || i > 0 && toks[i-1].Value == "you" {
			continue
		}
		k := i + 1
		for k < len(toks) && regretBetween[toks[k].Value] {
			k++
		}
		if k+1 < len(toks) && toks[k].Value == "have" && doneSaid(toks[k+1].Value) {
			return true
		}
	}
	return false
}

// doneSaid reports a past participle: of a verb of the pack, in -ed, or
// one of regretDone.
func doneSaid(w string) bool {
	return regretDone[w] || participle(w) != "" || len(w) > 3 && strings.HasSuffix(w, "ed")
}
