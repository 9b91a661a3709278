package turn_test

import (
	"strings"
	"testing"
)

// TestOtherOfKindLacked says a command of a thing of the kind of a
// device or scene of the demo home that the home lacks: a name of it
// with its own word swapped for one no name of the home has ("open the
// back door", "unlock the sliding door", "turn on the attic light",
// "turn on party mode", "activate airplane mode"): nothing is done or
// asked, and a yes after it does nothing. "Open the back door" asked
// “Did you mean Front door lock?” and a yes asked to unlock it; "turn on
// party mode" asked “Did you mean Movie mode?” and a yes activated it.
// More said of a whole name ("open the double garage door") is still
// asked about, a misspelling ("open the frnt door") still finds it, and
// the commands still act.
func TestOtherOfKindLacked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "otherkind")
	others := []string{"back", "side", "patio", "basement", "barn", "sliding", "attic", "cellar", "pantry", "porch",
		"laundry", "spare", "party", "guest", "vacation", "airplane"}
	i := 0
	demoDoings(t, func(name, plain, past string) {
		words := strings.Fields(name)
		if len(words) < 2 {
			return
		}
		for k := 0; k < 3; k++ {
			other := others[i%len(others)] + " " + words[len(words)-1]
			i++
			s.noCommandSaid(strings.Replace(plain, name, other, 1))
		}
		s.n++
		if got := summary(s.ask(plain)); !runs(got) {
			t.Errorf("%q: %s, want it done", plain, got)
		}
	})
	for _, mode := range others {
		for _, verb := range []string{"turn on ", "activate ", "start "} {
			s.noCommandSaid(verb + mode + " mode")
			s.noCommandSaid(verb + mode + " time")
		}
	}
	for said, want := range map[string]string{"open the double garage door": "clarify: ", "turn on movie mode": "planned",
		"movie time": "planned", "open the frnt door": "confirm", "open the garage door": "confirm"} {
		s.n++
		if got := summary(s.ask(said)); !strings.HasPrefix(got, want) {
			t.Errorf("%q: %s, want %s", said, got, want)
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
