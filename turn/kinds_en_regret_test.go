package turn_test

import (
	"fmt"
	"testing"
)

// noCommandSaid checks that said does nothing and asks nothing, and that
// a yes after it does nothing, each in a session of its own.
func (s *saidOnDemo) noCommandSaid(said string) {
	s.t.Helper()
	s.n++
	session := fmt.Sprint(s.tag, " ", s.n)
	r := saidInTurn(s.e, session, said)
	if len(r.Actions) > 0 || r.Outcome == "clarify" || r.Outcome == "confirm" {
		s.t.Errorf("%q: %s (say %s), want nothing done or asked", said, summary(r), r.Say)
		return
	}
	if r := saidInTurn(s.e, session, "yes"); len(r.Actions) > 0 {
		s.t.Errorf("%q, then yes: %s, want nothing done", said, summary(r))
	}
}

// TestRegrettedDoing says a command of every device of the demo home said
// as what should, could or would have been done ("i should have turned
// off the oven", "i'd have turned off the tv", "someone should've locked
// the front door", "we shouldn't have opened the garage door"): nothing is
// done or asked. "I should have turned off the oven" asked "Turn off
// Oven?", and "i'd have turned off the tv" and "someone should have turned
// off the heater" switched them.
func TestRegrettedDoing(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "regretted")
	demoDoings(t, func(name, plain, past string) {
		for _, said := range []string{"i should have " + past, "we could have " + past, "i would have " + past,
			"i'd have " + past, "someone should have " + past, "my mom should've " + past, "i really should have " + past,
			"we shouldn't have " + past, "he could've " + past, "i ought to have " + past, "um i should have " + past + " earlier",
			"shoulda " + past} {
			s.noCommandSaid(said)
		}
	})
	for _, c := range []string{"turn off the tv", "i should turn off the tv", "i might have left the garage door open",
		"i left the kitchen light on", "could you have the tv turned off", "would you turn off the tv"} {
		s.n++
		if got := summary(s.ask(c)); !runs(got) && got != "clarify: " {
			t.Errorf("%q: %s, want it done or asked", c, got)
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
