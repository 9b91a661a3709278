package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestPlaceAfterAnd: a room said after "and" where a command named a kind
// of thing in a room ("turn off the lights in the bedroom and study") is
// that kind of thing in that room too, as "and in the study" says, for
// every two rooms of the demo home with lights; a room without it is the
// room's things, and a name that is no room's the thing named.
func TestPlaceAfterAnd(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	lit := map[string]bool{}
	for _, d := range h.Devices {
		if d.Type == "light" {
			lit[d.Room] = true
		}
	}
	ask := func(text string) string {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
		return summary(r)
	}
	n := 0
	for _, r1 := range h.Rooms {
		for _, r2 := range h.Rooms {
			if r1.ID == r2.ID || !lit[r1.ID] || !lit[r2.ID] {
				continue
			}
			n++
			for _, verb := range []string{"turn off", "turn on"} {
				want := ask(fmt.Sprintf("%s the lights in the %s and in the %s", verb, r1.Name, r2.Name))
				for _, said := range []string{"%s the lights in the %s and %s", "%s the lights in the %s and the %s"} {
					text := fmt.Sprintf(said, verb, r1.Name, r2.Name)
					if got := ask(text); got != want {
						t.Errorf("%q: %s, want %s", text, got, want)
					}
				}
			}
		}
	}
	if n < 20 {
		t.Errorf("%d pairs of rooms with lights, want at least 20", n)
	}
	for text, want := range map[string]string{
		"close the blinds in the bedroom and living room": "planned: cover.bedroom_blind close planned, cover.living_curtain close planned",
		"turn off the lights in the kitchen and tv":       "planned: light.kitchen off planned, light.kitchen_cabinet off planned, media.living_tv off planned",
	} {
		if got := ask(text); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
}
