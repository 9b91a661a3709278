package turn_test

import (
	"fmt"
	"testing"
)

// TestWorkerSentBackWithoutAVerb says the mower and the vacuum of the demo
// home, by each of their names, with where they go and no verb ("mower
// home", "vacuum back to base", "hoover back to the dock", "the robot
// vacuum back home please") or with "go" ("vacuum go back to the dock"):
// each is docked, as "send the mower home" does; it was not understood.
// A question ("is the mower home") or a place that is no dock does nothing.
func TestWorkerSentBackWithoutAVerb(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "sb")
	names := map[string][]string{
		"mower":  {"mower", "the mower", "lawn mower", "the lawn mower", "lawnmower"},
		"vacuum": {"vacuum", "the vacuum", "robot vacuum", "the robot vacuum", "hoover", "the hoover"},
	}
	wheres := []string{"home", "back home", "back to base", "back to the dock", "to its dock", "back to the charger", "back to its base",
		"go home", "go back home", "go back to the dock", "come home"}
	for plain, ns := range names {
		for _, n := range ns {
			for _, where := range wheres {
				for _, after := range []string{"", " please", " now"} {
					for _, before := range []string{"", "please ", "hey, "} {
						s.same(fmt.Sprintf("%s%s %s%s", before, n, where, after), "send the "+plain+" home")
					}
				}
			}
			s.nothing("is "+n+" home", n+" home?", n+" back to base?")
		}
	}
	if s.n < 900 {
		t.Errorf("%d utterances, want at least 900", s.n)
	}
}
