package turn_test

import (
	"fmt"
	"testing"
)

// TestMoreBeforeUnit says a step said with "more" or "less" between its
// number and its unit ("one more degree", "two more degrees", "ten more
// percent", "one less degree"), after a setting of a device of the demo
// home or with the device named, does what the step said with them after
// its unit does ("one degree more"): it was not understood.
func TestMoreBeforeUnit(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "more unit")
	settings := []struct{ name, set, unit string }{
		{"bedroom ac", "set the bedroom ac to 24", "degree"}, {"living room ac", "set the living room ac to 22", "degree"},
		{"kitchen light", "set the kitchen light to 50 percent", "percent"}, {"bedside lamp", "dim the bedside lamp to 40 percent", "percent"},
		{"study lamp", "set the study lamp to 30 percent", "percent"}, {"tv", "set the tv volume to 20 percent", "percent"},
	}
	for _, st := range settings {
		for _, n := range []string{"one", "two", "three", "1", "2", "5", "ten"} {
			unit := st.unit
			if unit == "degree" && n != "one" && n != "1" {
				unit += "s"
			}
			for _, more := range []string{"more", "less"} {
				s.n++
				said, plain := fmt.Sprintf("%s %s %s", n, more, unit), fmt.Sprintf("%s %s %s", n, unit, more)
				want := summary(saidInTurn(s.e, fmt.Sprint("more unit plain ", s.n), st.set, plain))
				if got := summary(saidInTurn(s.e, fmt.Sprint("more unit ", s.n), st.set, said)); got != want || !runs(want) {
					t.Errorf("%q, then %q: %s, want %s as %q", st.set, said, got, want, plain)
				}
				s.n++
				if got, want := summary(s.ask("the "+st.name+" "+said)), summary(s.ask("the "+st.name+" "+plain)); got != want || !runs(want) {
					t.Errorf("%q: %s, want %s as %q", "the "+st.name+" "+said, got, want, "the "+st.name+" "+plain)
				}
				s.n++
				want = summary(saidInTurn(s.e, fmt.Sprint("more unit plain ", s.n), st.set, plain+" please"))
				if got := summary(saidInTurn(s.e, fmt.Sprint("more unit ", s.n), st.set, said+" please")); got != want {
					t.Errorf("%q, then %q: %s, want %s", st.set, said+" please", got, want)
				}
			}
		}
	}
	if s.n < 150 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
