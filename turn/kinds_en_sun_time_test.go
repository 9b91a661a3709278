package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestSunTimeNotDone says a command for a time the sun tells ("turn on
// the garden lights at sunset", "at dawn open the blinds") and one said
// for days of a kind ("on weekdays at 7", "on weekends"): edge keeps no
// clock of the sun and does a command once, so it does nothing and says
// why, asking for a time where the sun was said. Before, the sun's word
// was read as a room ("I don't know a room called “sunset”") and the
// days as a room too ("turn off" with days said after it is still not
// understood, never done). A hazardous device is never done now either, and
// a clock time still schedules.
func TestSunTimeNotDone(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, Holder: session, DryRun: true})
	}
	commands := []string{"turn on the garden lights", "close the living room curtain", "open the bedroom blinds", "switch off the hall light",
		"turn on the kettle", "open the garage door", "turn the tv off"}
	suns := []string{"at sunset", "at sunrise", "at dusk", "at dawn", "at sundown", "at sunup", "at nightfall", "tonight at sunset", "tomorrow at dawn"}
	n := 0
	for _, c := range commands {
		for _, s := range suns {
			for _, text := range []string{c + " " + s, s + " " + c, s + ", " + c, c + " " + s + " please"} {
				n++
				r := ask(text, fmt.Sprintf("s%d", n))
				if r.Outcome != "not_understood" || len(r.Actions) > 0 || !strings.Contains(r.Say, "say a time") {
					t.Errorf("%q: %s (say %s), want nothing done and a time asked", text, summary(r), r.Say)
				}
			}
		}
		for _, d := range []string{"on weekdays at 7", "on weekends at 9 am", "weeknights at 10 pm"} {
			text := c + " " + d
			n++
			r := ask(text, fmt.Sprintf("s%d", n))
			if r.Outcome != "not_understood" || len(r.Actions) > 0 || strings.Contains(c, " on") && !strings.Contains(r.Say, "once") {
				t.Errorf("%q: %s (say %s), want nothing done, said once", text, summary(r), r.Say)
			}
		}
	}
	if n < 250 {
		t.Errorf("%d ways, want at least 250", n)
	}
	for _, c := range []struct{ text, want string }{
		{"turn on the garden lights at 6 pm", "scheduled: light.garden on scheduled"},
		{"turn on the garden lights", "planned: light.garden on planned"},
		{"open the garage door at 7 am", "confirm: cover.garage_door open pending"},
	} {
		if r := ask(c.text, "c"+c.text); summary(r) != c.want {
			t.Errorf("%q: %s, want %s", c.text, summary(r), c.want)
		}
	}
}
