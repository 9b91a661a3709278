package turn_test

import (
	"strings"
	"testing"
)

// TestAgreementAskedAfter says a command of any device of the demo home
// with a word asking for agreement after it ("turn off the tv yeah",
// "pause the tv, yeah?", "open the garage door yes", "lock the front door
// yep"): it is the command said alone, and what asks for a yes alone
// still asks for it; a "yes" said inside a command is never its yes. It
// was not understood.
func TestAgreementAskedAfter(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "agreed")
	checked, confirms := 0, 0
	demoDoings(t, func(_, plain, _ string) {
		want := summary(s.ask(plain))
		if !runs(want) {
			return
		}
		for _, end := range []string{" yeah", ", yeah?", " yes", " yep", ", yes?"} {
			checked++
			if got := summary(s.ask(plain + end)); got != want {
				t.Errorf("%q → %s, want %s as %q does", plain+end, got, want, plain)
			} else if strings.HasPrefix(got, "confirm") {
				confirms++
			}
		}
	})
	if checked < 300 || confirms < 20 {
		t.Fatalf("%d checked, %d asking for a yes; want at least 300 and 20", checked, confirms)
	}
}
