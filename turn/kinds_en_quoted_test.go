package turn_test

import (
	"testing"
)

// TestQuotedCommand says a command of every device of the demo home
// quoted, said to be said or typed ("say turn on the tv", "repeat after me
// open the garage door", "can you say unlock the front door") or said by
// someone else ("you said turn off the tv", "he keeps saying open the
// garage door"): nothing is done or asked. "Say turn on the tv" asked "Did
// you mean TV?" and a yes switched it on.
func TestQuotedCommand(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "quoted")
	demoDoings(t, func(name, plain, past string) {
		for _, said := range []string{"say " + plain, "repeat after me " + plain, "can you say " + plain, "just say, " + plain,
			"type " + plain, "repeat " + plain, "you said " + plain, "he keeps saying " + plain, "ok now say the words " + plain,
			"how do you say " + plain + " in french"} {
			s.noCommandSaid(said)
		}
	})
	for _, c := range []string{"turn off the tv", "please turn off the tv", "just turn off the tv", "can you turn off the tv"} {
		s.n++
		if got := summary(s.ask(c)); !runs(got) {
			t.Errorf("%q: %s, want it done or asked", c, got)
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
