package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestHeatSwitchedOn says the heating switched on by the word of its mode
// ("turn on the heat in the bedroom", "switch the heating on in the
// living room", "put the bedroom heat on please") switches the room's air
// conditioner on and sets it to heat, and nothing else: it was switched
// on in the mode it was left in, cooling. Switched off it is only
// switched off; a room with a heater and no air conditioner has its
// heater switched on, and a room with neither has nothing to heat.
func TestHeatSwitchedOn(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "h", DryRun: true})
	}
	rooms := map[string]string{"bedroom": "climate.bedroom_ac", "living room": "climate.living_ac"}
	frames := []string{"turn on the %h in the %r", "switch on the %h in the %r", "turn the %h on in the %r", "put the %h on in the %r please",
		"turn on the %r %h", "switch the %r %h on", "please turn on the %h in the %r", "alexa, turn the %r %h on"}
	n := 0
	for r, id := range rooms {
		for _, h := range []string{"heat", "heating"} {
			for _, f := range frames {
				text := strings.NewReplacer("%h", h, "%r", r).Replace(f)
				n++
				got := ask(text)
				var acts []string
				for _, a := range got.Actions {
					acts = append(acts, fmt.Sprintf("%s %s %v", a.Device, a.Command, a.Args["mode"]))
				}
				if want := id + " on <nil>|" + id + " set heat"; strings.Join(acts, "|") != want {
					t.Errorf("%q: %s %v (say %s), want %s", text, got.Outcome, acts, got.Say, want)
				}
				off := strings.NewReplacer("turn on", "turn off", "switch on", "switch off", " on", " off").Replace(text)
				if got := ask(off); summary(got) != "planned: "+id+" off planned" {
					t.Errorf("%q: %s", off, summary(got))
				}
			}
		}
	}
	for _, r := range []string{"kitchen", "hall", "kids room", "bathroom"} {
		for _, f := range frames {
			text := strings.NewReplacer("%h", "heat", "%r", r).Replace(f)
			n++
			got := ask(text)
			if r == "kids room" {
				// its heater only switches: switched on, its yes asked
				if summary(got) != "confirm: switch.kids_heater on pending" {
					t.Errorf("%q: %s, want the heater switched on", text, summary(got))
				}
				continue
			}
			if len(got.Actions) > 0 {
				t.Errorf("%q: %s, want nothing done", text, summary(got))
			}
		}
	}
	if n < 50 {
		t.Errorf("%d ways, want at least 50", n)
	}
}
