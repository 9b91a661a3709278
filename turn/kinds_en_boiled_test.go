package turn_test

import (
	"fmt"
	"testing"
)

// TestKettleSaidBoiled says the demo home's kettle has boiled, by each of
// its names, as a statement or a question ("the kettle's boiled", "has the
// kettle boiled", "oh the kettle boiled"): nothing is done or offered; the
// kettle was offered on ("Turn on Kettle?"). "Boil the kettle" still asks
// to switch it on.
func TestKettleSaidBoiled(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "kb")
	for _, name := range []string{"kettle", "the kettle", "my kettle"} {
		for _, frame := range []string{"%s boiled", "%s's boiled", "%s has boiled", "has %s boiled", "oh %s boiled", "%s just boiled",
			"i think %s has boiled", "%s boiled already", "hey, %s's boiled"} {
			s.nothing(fmt.Sprintf(frame, name))
		}
	}
	s.same("boil the kettle", "turn on the kettle")
	s.same("boil the kettle please", "turn on the kettle")
	if s.n < 25 {
		t.Errorf("%d utterances, want at least 25", s.n)
	}
}
