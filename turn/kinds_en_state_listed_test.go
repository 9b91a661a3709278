package turn_test

import (
	"strings"
	"testing"
)

// TestStateAskedOfAList: a question of yes or no of several things with a
// state said last, of every state a word of which is no verb ("are the
// blinds and the curtain closed", "is the front door and the garage door
// closed", "are the kitchen light and the tv off"), asks each its state;
// "closed", "locked" and the like after a list were not understood, while
// "open" and "off" were asked. With no question before it, nothing is done.
func TestStateAskedOfAList(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "state listed")
	pairs := [][2]string{{"blinds", "cover.bedroom_blind"}, {"living room curtain", "cover.living_curtain"}, {"garage door", "cover.garage_door"}}
	for _, state := range []string{"closed", "open", "shut"} {
		for i, a := range pairs {
			for _, b := range pairs[i+1:] {
				for _, f := range []string{"are the %a and the %b %s", "is the %a and the %b %s", "um are the %a and the %b %s", "are the %a and %b %s right now"} {
					text := strings.NewReplacer("%a", a[0], "%b", b[0], "%s", state).Replace(f)
					s.n++
					r := s.ask(text)
					if r.Outcome != "answer" || len(r.Reads) != 2 || r.Reads[0].Device != a[1] || r.Reads[1].Device != b[1] {
						t.Errorf("%q: %s %q, want both read", text, summary(r), r.Say)
					}
				}
				s.nothing("the "+a[0]+" and the "+b[0]+" "+state, "close the "+a[0]+" and the "+b[0]+" closed")
			}
		}
	}
	if s.n < 40 {
		t.Errorf("%d utterances, want at least 40", s.n)
	}
}
