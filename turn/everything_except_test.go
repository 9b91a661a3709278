package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestEverythingExcept: "turn everything off except X" (除了X所有东西都关掉)
// is every device but X, whatever X is: for every device of the demo home by its name,
// nothing is done to it and something of another kind is (it was taken
// for "all the Xs but X": "except the tv" turned off nothing, "except the
// kitchen light" only the lights); "except the lights" leaves every light
// on and the rest goes off. "all but the stairs light" is still the
// lights.
func TestEverythingExcept(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	typeOf := map[string]string{}
	for _, d := range h.Devices {
		typeOf[d.ID] = d.Type
	}
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
	}
	n := 0
	for _, d := range h.Devices {
		if d.Type == "sensor" || d.Type == "lock" {
			continue
		}
		zh := ""
		for _, a := range d.Aliases {
			if a[0] >= 0x80 {
				zh = a
			}
		}
		says := []string{"turn everything off except the %[1]s", "turn off everything but the %[1]s", "switch everything off apart from the %[1]s"}
		if zh != "" {
			says = append(says, "除了%[2]s所有东西都关掉", "把所有设备都关了除了%[2]s")
		}
		for _, said := range says {
			text := fmt.Sprintf(said, d.Name, zh)
			r := ask(text)
			n++
			other := false
			for _, a := range r.Actions {
				if a.Device == d.ID {
					t.Errorf("%q: %s %s", text, a.Command, a.Device)
				}
				other = other || typeOf[a.Device] != d.Type
			}
			if !other {
				t.Errorf("%q: %s %q, want the other kinds of device off too", text, r.Outcome, r.Say)
			}
		}
	}
	if n < 60 {
		t.Errorf("%d commands, want at least 60", n)
	}
	r := ask("turn everything off except the lights")
	if len(r.Actions) == 0 {
		t.Errorf("except the lights: %s %q", r.Outcome, r.Say)
	}
	for _, a := range r.Actions {
		if typeOf[a.Device] == "light" {
			t.Errorf("except the lights: %s %s", a.Command, a.Device)
		}
	}
	for _, a := range ask("turn off all but the kitchen light").Actions {
		if typeOf[a.Device] != "light" && typeOf[a.Device] != "outlet" {
			t.Errorf("all but the kitchen light: %s %s, want lights only", a.Command, a.Device)
		}
	}
}
