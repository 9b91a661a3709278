package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestTwoThingsLeftSoOnTheDemoHome says two named things of the demo home
// each to be left or kept in a state ("leave the kitchen light on and
// keep the hall light off"): both are made so, and nothing else is
// planned. The second was read as an exception of the first, which then
// meant every light of the kitchen. A command with a named thing and an
// exception that takes nothing out of it ("turn on the kitchen light
// except the hall light", "turn the kitchen light on and keep the hall
// light off") reaches the named thing alone. With a hazardous thing among
// them, the turn asks for a yes.
func TestTwoThingsLeftSoOnTheDemoHome(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text string, i int) string {
		return summary(e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("t%d", i), DryRun: true}))
	}
	type thing struct{ said, id string }
	things := []thing{
		{"kitchen light", "light.kitchen"}, {"hall light", "light.hall"}, {"landing light", "light.landing"},
		{"tv", "media.living_tv"}, {"living room fan", "fan.living"}, {"kids room light", "light.kids"},
		{"dining light", "light.dining"},
	}
	states := []string{"on", "off"}
	n := 0
	for _, x := range things {
		for _, y := range things {
			if x == y {
				continue
			}
			for _, sx := range states {
				for _, sy := range states {
					want := "planned: " + x.id + " " + sx + " planned, " + y.id + " " + sy + " planned"
					for _, vx := range []string{"leave", "keep"} {
						for _, vy := range []string{"leave", "keep"} {
							for _, join := range []string{" and ", ", ", ", and "} {
								text := vx + " the " + x.said + " " + sx + join + vy + " the " + y.said + " " + sy
								if got := ask(text, n); got != want {
									t.Errorf("%q: %s, want %s", text, got, want)
								}
								n++
							}
						}
					}
					for _, text := range []string{"turn the " + x.said + " " + sx + " except the " + y.said,
						"turn the " + x.said + " " + sx + " and keep the " + y.said + " " + sy,
						"turn the " + x.said + " " + sx + " but leave the " + y.said + " " + sy} {
						got := ask(text, n)
						n++
						for _, act := range strings.Split(strings.TrimPrefix(got, "planned: "), ", ") {
							if !strings.HasPrefix(got, "planned: ") || !strings.HasPrefix(act, x.id+" ") && !strings.HasPrefix(act, y.id+" ") {
								t.Errorf("%q: %s, want only %s and %s", text, got, x.id, y.id)
								break
							}
						}
					}
				}
			}
		}
	}
	if n < 1500 {
		t.Errorf("%d ways, want at least 1500", n)
	}
	for text, want := range map[string]string{
		"leave the kitchen light on and keep the oven on":          "confirm: light.kitchen on pending, switch.oven on pending",
		"keep the hall light off and leave the garage door open":   "confirm: light.hall off pending, cover.garage_door open pending",
		"leave the tv off and keep the front door unlocked":        "confirm: media.living_tv off pending, lock.front_door unlock pending",
		"turn off the kitchen light except the cabinet light":      "planned: light.kitchen off planned",
		"turn off the kitchen lights except the cabinet light":     "planned: light.kitchen off planned",
		"turn off the lights in the kitchen except the hall light": "not_understood: ",
	} {
		if got := ask(text, n); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
		n++
	}
}
