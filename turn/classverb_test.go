package turn_test

import (
	"fmt"
	"testing"
)

// TestClassVerbFirst: a word both a verb and a class word, said first and
// followed by the verb of what to do ("hoover dock", "hoover stop please"),
// is the thing named, as "vacuum dock" is; "hoover dock" started the vacuum.
func TestClassVerbFirst(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "class verb")
	for _, verb := range []string{"dock", "stop", "pause", "start"} {
		plain := verb + " the robot vacuum"
		for _, f := range []string{"hoover %s", "hoover %s please", "ok hoover %s", "hey google, hoover %s", "vacuum %s", "hoover %s now"} {
			s.same(fmt.Sprintf(f, verb), plain)
		}
	}
	s.nothing("hoover dock?", "is the hoover docked")
	if s.n < 26 {
		t.Errorf("%d utterances, want at least 26", s.n)
	}
}
