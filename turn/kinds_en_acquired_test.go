package turn_test

import (
	"fmt"
	"testing"

	"edge/home/hometest"
)

// TestAcquiredThing says a thing to get or buy, by every English name of
// every device of the demo home ("we should probably get a new tv", "get
// me a new kettle", "let's get another fan", "time to buy a bigger tv"),
// does nothing and asks nothing, and an answer after it does nothing:
// "get" was read as "turn" and "new tv" as a name, and "Turn new tv on or
// off?" was asked. "Get the tv on" still switches it.
func TestAcquiredThing(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "acquired")
	frames := []string{"get a new %s", "we should probably get a new %s", "get me a new %s", "let's get another %s", "i should get a better %s",
		"maybe we should buy a new %s", "time to get a new %s", "we need to get a bigger %s", "can you order a new %s", "buy us another %s",
		"i think we should get a newer %s", "we could get a second %s"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for _, name := range englishNames(d.Name, d.Aliases) {
			for _, f := range frames {
				said := fmt.Sprintf(f, name)
				s.n++
				session := fmt.Sprint("acquired ", s.n)
				r := saidInTurn(s.e, session, said)
				if len(r.Actions) > 0 || r.Outcome == "clarify" || r.Outcome == "confirm" {
					t.Errorf("%q: %s (say %s), want nothing done or asked", said, summary(r), r.Say)
					continue
				}
				for _, answer := range []string{"yes", "on"} {
					if r := saidInTurn(s.e, session, answer); len(r.Actions) > 0 {
						t.Errorf("%q, then %s: %s, want nothing done", said, answer, summary(r))
					}
				}
			}
		}
	}
	eachSwitched(t, func(dir, name, plain string) {
		if dir == "on" {
			s.same("get the "+name+" on", plain)
		}
	})
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
