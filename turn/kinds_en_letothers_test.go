package turn_test

import (
	"testing"
)

// TestLetOthersDo says a command of every device of the demo home as leave
// given to others ("let them open the garage door", "let the kids turn on
// the heater", "let him unlock the front door", "let my husband turn off
// the tv"): nothing is done or asked. "Let them open the garage door"
// asked which curtain to open, and "let the kids turn on the heater" asked
// to turn it on. "let me …" is not acted on, "let's …" and "let us …" are.
func TestLetOthersDo(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "letothers")
	demoDoings(t, func(name, plain, past string) {
		for _, said := range []string{"let them " + plain, "let the kids " + plain, "let him " + plain, "let her " + plain,
			"let my husband " + plain, "let dad " + plain, "just let the guests " + plain, "ok let everyone " + plain} {
			s.noCommandSaid(said)
		}
	})
	for _, c := range []string{"let's turn off the tv", "let us turn off the tv", "let's open the garage door"} {
		s.n++
		if got := summary(s.ask(c)); !runs(got) {
			t.Errorf("%q: %s, want it done or asked", c, got)
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
