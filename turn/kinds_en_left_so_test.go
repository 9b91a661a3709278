package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestLeftSoOnTheDemoHome says things of the demo home to be left or
// kept in a state ("leave the kitchen light on", "keep the tv off", "leave
// the curtain closed please"): each is made so, as "turn the kitchen light
// on" does; a hazardous thing (the kettle, the oven, the heater, the gas
// valve, the sprinkler, the garage door, the front door's lock) asks for a
// yes as it always does; "leave it", "leave the lights alone" and "leave
// the door" do nothing.
func TestLeftSoOnTheDemoHome(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text string, i int) string {
		return summary(e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("l%d", i), DryRun: true}))
	}
	type thing struct{ said, state, want string }
	things := []thing{
		{"kitchen light", "on", "planned: light.kitchen on planned"},
		{"hall light", "off", "planned: light.hall off planned"},
		{"landing light", "on", "planned: light.landing on planned"},
		{"tv", "off", "planned: media.living_tv off planned"},
		{"living room fan", "on", "planned: fan.living on planned"},
		{"living room curtain", "closed", "planned: cover.living_curtain close planned"},
		{"bedroom blinds", "open", "planned: cover.bedroom_blind open planned"},
		{"kettle", "on", "confirm: switch.kettle on pending"},
		{"oven", "on", "confirm: switch.oven on pending"},
		{"kids room heater", "on", "confirm: switch.kids_heater on pending"},
		{"gas valve", "on", "confirm: valve.gas open pending"},
		{"garden sprinkler", "on", "confirm: valve.garden open pending"},
		{"garage door", "open", "confirm: cover.garage_door open pending"},
		{"front door", "unlocked", "confirm: lock.front_door unlock pending"},
	}
	openers := []string{"leave the %s %s", "keep the %s %s", "just leave the %s %s please", "can you keep the %s %s",
		"alexa, leave the %s %s for me"}
	n := 0
	for _, th := range things {
		for _, o := range openers {
			text := fmt.Sprintf(o, th.said, th.state)
			if got := ask(text, n); got != th.want {
				t.Errorf("%q: %s, want %s", text, got, th.want)
			}
			n++
		}
	}
	if n < 70 {
		t.Errorf("%d ways, want at least 70", n)
	}
	for _, text := range []string{"leave it", "leave the lights alone", "leave the door", "keep the door", "leave the kettle alone",
		"keep the heater on till morning", "did i leave the kitchen light on"} {
		if got := ask(text, n); runs(got) {
			t.Errorf("%q: %s, want nothing done", text, got)
		}
		n++
	}
}
