package turn_test

import (
	"fmt"
	"testing"
)

// TestOwnDoingAsTheAnswer answers a question of the demo home (its yes, or
// which room) with the speaker's own doing, alone or after a word of
// letting it go ("i'll do it", "never mind, i'll do it", "don't worry, i
// got it", "ok i'll do it myself", "no thanks i'll handle it"): the
// question is cancelled, nothing is done, and a yes after it does nothing.
// "i'll do it" was read as "do it", a yes, and opened the garage door;
// "never mind, i'll do it" was not understood.
func TestOwnDoingAsTheAnswer(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "own doing")
	for _, asked := range []string{"open the garage door", "unlock the front door", "turn off the lights", "turn on the heater",
		"open the gas valve"} {
		for _, lead := range []string{"", "never mind, ", "forget it ", "don't worry, ", "no thanks ", "no, ", "ok ", "leave it, ",
			"it's fine, ", "no worries "} {
			for _, own := range []string{"i'll do it", "i'll do it myself", "i got it", "i'll take care of it", "i'll handle it",
				"i can do it", "i will get it"} {
				s.n++
				session := fmt.Sprint("own doing ", s.n)
				if r := saidInTurn(s.e, session, asked); r.Outcome != "confirm" && r.Outcome != "clarify" {
					t.Fatalf("%q: %s, want a question", asked, summary(r))
				}
				said := lead + own
				if r := saidInTurn(s.e, session, said); len(r.Actions) > 0 || r.Outcome != "cancelled" {
					t.Errorf("%q, then %q: %s (say %s), want it cancelled", asked, said, summary(r), r.Say)
					continue
				}
				if r := saidInTurn(s.e, session, "yes"); len(r.Actions) > 0 {
					t.Errorf("%q, then %q, then yes: %s, want nothing done", asked, said, summary(r))
				}
			}
		}
	}
	for _, yes := range []string{"yes", "do it", "go ahead", "ok do it", "yes please"} {
		s.n++
		if r := saidInTurn(s.e, fmt.Sprint("own doing ", s.n), "open the garage door", yes); len(r.Actions) == 0 {
			t.Errorf("%q after the question: %s, want it done", yes, summary(r))
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
