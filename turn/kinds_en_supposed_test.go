package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// demoDoings calls f with each English name of every device of the demo
// home and the commands of it, said plain ("turn on the tv", "unlock the
// front door") and in the past ("turned on the tv").
func demoDoings(t *testing.T, f func(name, plain, past string)) {
	doings := map[string][][2]string{
		"onoff":    {{"turn on", "turned on"}, {"turn off", "turned off"}, {"switch off", "switched off"}},
		"position": {{"open", "opened"}, {"close", "closed"}},
		"lock":     {{"unlock", "unlocked"}, {"lock", "locked"}},
		"valve":    {{"open", "opened"}, {"close", "closed"}},
		"media":    {{"pause", "paused"}},
		"vacuum":   {{"start", "started"}},
		"mower":    {{"start", "started"}},
		"alarm":    {{"disarm", "disarmed"}},
	}
	for _, d := range hometest.Load(t, "demo").Devices {
		for _, name := range englishNames(d.Name, d.Aliases) {
			for c, ds := range doings {
				if !slices.Contains(d.Capabilities, c) {
					continue
				}
				for _, v := range ds {
					f(name, v[0]+" the "+name, v[1]+" the "+name)
				}
			}
		}
	}
}

// TestSupposedCommand says a command of any device of the demo home said
// as a supposition ("suppose i turned off the tv", "imagine turning on the
// oven", "what if i unlock the front door", "let's say we open the garage
// door", "what would happen if i turned on the heater") does nothing and
// asks nothing, and a yes after it does nothing: its words were read into
// a name, "Did you mean TV?" was asked and a yes switched the TV off.
func TestSupposedCommand(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "supposed")
	demoDoings(t, func(name, plain, past string) {
		for _, said := range []string{"suppose i " + past, "suppose we " + plain, "imagine i " + past, "what if i " + plain,
			"what if we " + past, "let's say i " + past, "what would happen if i " + past, "um, suppose you " + plain,
			"hypothetically if i " + plain, "ok so what if i " + past} {
			s.n++
			session := fmt.Sprint("supposed ", s.n)
			r := saidInTurn(s.e, session, said)
			if len(r.Actions) > 0 || r.Outcome == "clarify" || r.Outcome == "confirm" {
				t.Errorf("%q: %s (say %s), want nothing done or asked", said, summary(r), r.Say)
				continue
			}
			if r := saidInTurn(s.e, session, "yes"); len(r.Actions) > 0 {
				t.Errorf("%q, then yes: %s, want nothing done", said, summary(r))
			}
		}
	})
	for _, c := range []string{"turn off the tv", "unlock the front door", "let's turn off the tv", "please open the garage door"} {
		s.n++
		if got := summary(s.ask(c)); !runs(got) {
			t.Errorf("%q: %s, want it done or asked", c, got)
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
