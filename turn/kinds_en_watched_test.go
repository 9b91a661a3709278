package turn_test

import (
	"fmt"
	"testing"
)

// TestWatchingTheTV says that a person wants to watch the demo home's
// television, by each of its names and the telly, in many wordings ("let's
// watch some tv", "i want to watch tv", "can we watch the telly please"):
// it is turned on, as "turn on the tv" does; it was not understood. A
// question ("did you watch tv", "do you watch the tv") does nothing.
func TestWatchingTheTV(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "wt")
	for _, name := range []string{"tv", "television", "telly", "the tv", "some tv", "the television", "the telly", "the living room tv"} {
		for _, frame := range []string{"watch %s", "let's watch %s", "i want to watch %s", "i wanna watch %s", "can i watch %s",
			"can we watch %s", "we'd like to watch %s", "i'd like to watch %s", "let us watch %s", "time to watch %s"} {
			for _, after := range []string{"", " please", " now", " in the lounge"} {
				s.same(fmt.Sprintf(frame, name)+after, "turn on the tv")
			}
		}
		s.nothing("did you watch "+name, "do you watch "+name, "don't watch "+name)
	}
	if s.n < 300 {
		t.Errorf("%d utterances, want at least 300", s.n)
	}
}
