package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestWhereAWorkerIs asks whether the mower or the vacuum of the demo home
// is out, away, home or back at its dock, or says it is ("the mower is
// out", "the vacuum is home"), with each of their names, several wordings
// and lead words: its status is answered ("The status of Lawn mower is
// docked."), never a yes or a no that out read as off gave ("Yes, Lawn
// mower is docked." to "is the mower out"), never every device's state
// ("the vacuum is home"), never a name not found. A light that is out is
// still asked as off.
func TestWhereAWorkerIs(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "ww")
	names := map[string][]string{
		"Lawn mower":   {"the mower", "the lawn mower", "mower", "the lawnmower"},
		"Robot vacuum": {"the vacuum", "the robot vacuum", "the hoover", "robot vacuum"},
	}
	tails := []string{"out", "away", "home", "back", "back home", "out on the lawn", "back at its dock", "at home", "still out", "home yet", "on its base", "out in the garden", "out working"}
	for device, ns := range names {
		for _, n := range ns {
			for _, tail := range tails {
				for _, lead := range []string{"", "hey, ", "can you tell me "} {
					for _, frame := range []string{"%sis %s %s", "%sis %s %s?", "%s%s is %s"} {
						text := fmt.Sprintf(frame, lead, n, tail)
						s.n++
						r := s.ask(text)
						if got := summary(r); r.Outcome != "answer" || runs(got) || !strings.Contains(r.Say, device+" is docked") ||
							strings.HasPrefix(r.Say, "Yes") || strings.HasPrefix(r.Say, "No") {
							t.Errorf("%q → %s (say %s), want the status of %s", text, got, r.Say, device)
						}
					}
				}
			}
		}
	}
	if s.n < 600 {
		t.Errorf("%d utterances, want at least 600", s.n)
	}
	for text, want := range map[string]string{
		"is the robot vacuum out cleaning": "The status of Robot vacuum is docked.",
		"is the mower out mowing":          "The status of Lawn mower is docked.",
		"is the kitchen light out":         "No, Kitchen light is on.",
		"is the mower on":                  "No, Lawn mower is docked.",
	} {
		if r := s.ask(text); r.Say != want {
			t.Errorf("%q → %s, want %s", text, r.Say, want)
		}
	}
}
