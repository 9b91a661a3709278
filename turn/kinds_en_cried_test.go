package turn_test

import (
	"testing"
)

// TestCryOrRemarkBeforeCommand says a command of every device of the demo
// home that switches after a cry ("ugh, turn off the tv", "wow turn on the
// lights", "oh my god, turn off the oven", "thank god, …") or after a
// remark of what the speaker cannot see or find ("i can't see anything,
// turn on the kitchen light"): it does what the command alone does. The
// cry was read as a room ("I don't know a room called “ugh”"), and the
// remark hid the command ("Sorry, I didn't understand that.").
func TestCryOrRemarkBeforeCommand(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "cried")
	eachSwitched(t, func(dir, name, plain string) {
		for _, before := range []string{"ugh, ", "wow, ", "oh my god, ", "jeez ", "oh man, ", "thank god, ", "gosh, ", "yikes, ",
			"i can't see anything, ", "i can barely see anything, ", "we can't find anything, ", "what a day, "} {
			s.same(before+plain, plain)
		}
	})
	for _, c := range []string{"ugh", "wow", "oh my god", "ugh, the tv"} {
		s.n++
		if r := s.ask(c); len(r.Actions) > 0 || r.Outcome == "confirm" {
			t.Errorf("%q: %s, want nothing done", c, summary(r))
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
