package turn_test

import (
	"testing"
)

// TestHeardAskedAfter says a command of any device of the demo home with
// a question after it of whether it was heard or understood ("turn off
// the tv, did you hear me?", "pause the tv, understood?", "lock the front
// door, do you understand", "close the blinds, i said", "open the garage
// door you hear me"): it is the command said alone, and what asks for a
// yes alone still asks. It was a name not found ("I can't find
// “understood”") or not understood; said alone it still is.
func TestHeardAskedAfter(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "heard")
	checked := 0
	demoDoings(t, func(_, plain, _ string) {
		want := summary(s.ask(plain))
		if !runs(want) {
			return
		}
		for _, end := range []string{", did you hear me?", ", understood?", ", do you understand", ", i said", " you hear me", ", can you hear me?",
			", got that?", ", is that clear?"} {
			checked++
			if got := summary(s.ask(plain + end)); got != want {
				t.Errorf("%q → %s, want %s as %q does", plain+end, got, want, plain)
			}
		}
	})
	if checked < 400 {
		t.Fatalf("%d checked, want at least 400", checked)
	}
	for _, alone := range []string{"did you hear me?", "understood?", "i said", "you hear me"} {
		if r := s.ask(alone); len(r.Actions) > 0 {
			t.Errorf("%q → %s, want nothing done", alone, summary(r))
		}
	}
}
