package turn_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"edge/home/hometest"
	"edge/turn"
)

// TestCookerIsTheOven says the demo's oven by its British name, "cooker",
// in commands and questions: each does what the same words with "oven"
// do (switching it on still asks); "cooker" was not found. A device
// named so ("Cooker", "Slow cooker", "Rice cooker") is a heat appliance:
// switching it on asks for a yes, where it was switched on at once.
func TestCookerIsTheOven(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "cooker")
	ways := []string{"turn on the %s", "turn the %s off", "switch the %s on", "switch off the %s", "put the %s on",
		"%s on", "%s off please", "turn off the %s in the kitchen", "alexa turn the %s off", "um can you switch the %s on",
		"is the %s on", "did i leave the %s on", "is the %s off", "the %s's still on", "turn off the kitchen %s"}
	for _, w := range ways {
		for _, said := range []string{"cooker", "cookers"} {
			text := strings.ReplaceAll(w, "%s", said)
			plain := strings.ReplaceAll(w, "%s", strings.Replace(said, "cooker", "oven", 1))
			s.n++
			got, want := s.ask(text), s.ask(plain)
			if summary(got) != summary(want) || got.Say != want.Say {
				t.Errorf("%q: %s (say %s), want %s (say %s) as %q", text, summary(got), got.Say, summary(want), want.Say, plain)
			}
		}
	}
	for _, name := range []string{"Cooker", "Slow cooker", "Rice cooker", "Range cooker"} {
		h := hometest.Load(t, "demo")
		for i := range h.Devices {
			if h.Devices[i].ID == "switch.oven" {
				h.Devices[i].Name, h.Devices[i].Aliases, h.Devices[i].Tags = name, nil, nil
			}
		}
		e, _, _ := engineAt(t, h, time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
		text := "turn on the " + strings.ToLower(name)
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: name, DryRun: true})
		if got := summary(r); got != "confirm: switch.oven on pending" {
			t.Errorf("%s: %q → %s (say %s), want a yes asked", name, text, got, r.Say)
		}
	}
}
