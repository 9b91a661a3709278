package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestModeWordAlone: a word of a thermostat's mode said with nothing else
// ("heat", "heating", "on heat", "auto please") the turn after a command on
// an air conditioner sets its mode, as "heat mode" does; after a command
// on anything else, after a question or with nothing before, nothing is
// done: "heat" was read as the class of the heating and followed the last
// command up, switching the bedroom's air conditioner on after the
// bedroom's light, or asking which air conditioner to switch on.
func TestModeWordAlone(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	words := map[string]string{"heat": "heat", "heating": "heat", "on heat": "heat", "heat please": "heat", "alexa, heating": "heat",
		"auto": "auto", "automatic please": "auto", "in auto": "auto", "cooling": "cool", "um heat": "heat"}
	acs := map[string]string{"turn on the bedroom ac": "climate.bedroom_ac", "turn off the bedroom ac": "climate.bedroom_ac",
		"set the living room ac to 22": "climate.living_ac", "switch the ac on in the bedroom": "climate.bedroom_ac"}
	n := 0
	for said, device := range acs {
		for w, mode := range words {
			n++
			s := fmt.Sprintf("m%d", n)
			ask(said, s)
			want := fmt.Sprintf("planned: %s set map[mode:%s]", device, mode)
			if got := planned(ask(w, s)); got != want {
				t.Errorf("%q after %q:\n got %s\nwant %s", w, said, got, want)
			}
		}
	}
	others := [][]string{{}, {"turn on the hall light"}, {"turn on the bedroom light"}, {"turn off the bedroom light"},
		{"turn on the tv"}, {"open the bedroom blinds"}, {"turn on the living room fan"}, {"what's the temperature in the bedroom"},
		{"turn on the ac"}, {"is the bedroom ac on"}, {"turn on the kids heater"}}
	quiet := 0
	for _, b := range others {
		for w := range words {
			n++
			s := fmt.Sprintf("m%d", n)
			for _, said := range b {
				ask(said, s)
			}
			if r := ask(w, s); len(r.Actions) > 0 || r.Outcome == turn.Planned {
				t.Errorf("%q after %q: %s, want nothing done", w, b, planned(r))
			}
			quiet++
		}
	}
	if n < 60 || quiet < 60 {
		t.Errorf("%d conversations, %d that must not act: want at least 60 of each", n, quiet)
	}
}
