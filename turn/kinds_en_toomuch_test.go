package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestTooMuchAfterAStep says, after a change by a step of every device of
// the demo home that dims, warms or sounds ("make the kitchen light
// brighter", "dim the study lamp", "make the bedroom ac warmer", "turn
// the tv down"), that it went too far or not far enough ("too much",
// "that's way too much", "a bit too far", "not enough", "still not
// enough"): it does what "a bit less" or "a bit more" does there, the
// step back or again. After a value set outright ("dim the kitchen light
// to 50 percent") or with nothing before, nothing is done. They were not
// understood.
func TestTooMuchAfterAStep(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "too much")
	changes := map[string][]string{
		"brightness": {"make the %s brighter", "dim the %s", "brighten the %s a bit"},
		"thermostat": {"make the %s warmer", "make the %s cooler", "turn up the %s"},
		"media":      {"turn the %s down", "turn up the volume on the %s"},
	}
	over := []string{"too much", "that's too much", "that's way too much", "a bit too far", "ok that was too much", "too far"}
	under := []string{"not enough", "still not enough", "that's not enough", "too little", "hmm not enough"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, frames := range changes {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range englishNames(d.Name, d.Aliases) {
				for _, f := range frames {
					change := fmt.Sprintf(f, name)
					for said, like := range map[*[]string]string{&over: "a bit less", &under: "a bit more"} {
						s.n++
						want := summary(saidInTurn(s.e, fmt.Sprint("too much want ", s.n), change, like))
						if !runs(want) {
							t.Errorf("%q, then %q: %s, want it done", change, like, want)
							continue
						}
						for _, reply := range *said {
							s.n++
							if got := summary(saidInTurn(s.e, fmt.Sprint("too much ", s.n), change, reply)); got != want {
								t.Errorf("%q, then %q: %s, want %s as %q", change, reply, got, want, like)
							}
						}
					}
				}
			}
		}
	}
	for _, before := range []string{"dim the kitchen light to 50 percent", "set the bedroom ac to 18", "turn on the tv", ""} {
		for _, reply := range append(slices.Clone(over), under...) {
			s.n++
			if r := saidInTurn(s.e, fmt.Sprint("too much ", s.n), before, reply); len(r.Actions) > 0 || r.Outcome == "confirm" {
				t.Errorf("%q, then %q: %s, want nothing done", before, reply, summary(r))
			}
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
