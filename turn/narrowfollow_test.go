package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestNarrowWordFollowUp: a follow-up that names a thing by a word
// narrower than its class ("the lamp too", "and the lamp please", "also
// the lamp" after "turn off the tv"), after a command on a room that has
// nothing called so while the home has, reaches only things called by the
// word: one there is acted on, several are asked about, never the room's
// other lights (it turned off the living room ceiling light). Said after a
// command in a room that has one, it is that one; a class word no device
// is called by ("the heating too") is still its class in the room.
func TestNarrowWordFollowUp(t *testing.T) {
	e, _, _ := demo(t)
	n := 0
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	firsts := []string{"turn off the tv", "switch the tv off", "turn on the kitchen light", "turn off the hall light",
		"switch on the living room fan", "turn off the landing light", "turn on the garage light", "turn off the kids room light",
		"turn on the living room ac", "turn off the bathroom fan", "set the living room light to 40%", "dim the dining light"}
	nexts := []string{"the lamp too", "and the lamp please", "and the lamp", "the lamp as well", "also the lamp",
		"oh and the lamp", "same for the lamp", "the lamp too please", "and the lamp as well"}
	lamps := map[string]bool{"light.study_lamp": true, "light.bedside": true, "switch.reading_lamp": true}
	for _, first := range firsts {
		for _, next := range nexts {
			n++
			s := fmt.Sprintf("n%d", n)
			if r := ask(first, s); r.Outcome != turn.Planned {
				t.Fatalf("%q: %s", first, planned(r))
			}
			r := ask(next, s)
			if len(r.Actions) > 0 {
				t.Errorf("%q after %q acted: %s, want asked which lamp", next, first, planned(r))
				continue
			}
			if r.Outcome != turn.Clarify || len(r.Options) < 2 {
				t.Errorf("%q after %q: %s, want asked which lamp", next, first, planned(r))
			}
			for _, o := range r.Options {
				if !lamps[o.ID] {
					t.Errorf("%q after %q offered %s, no lamp", next, first, o.ID)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	for _, next := range nexts {
		s := "study " + next
		ask("turn on the study ceiling light", s)
		if got := planned(ask(next, s)); got != "planned: light.study_lamp on map[]" {
			t.Errorf("%q after the study ceiling light: %s, want the study lamp", next, got)
		}
	}
	for _, next := range []string{"the heating too", "and the thermostat", "the heating as well please"} {
		s := "heat " + next
		ask("turn off the tv", s)
		if got := planned(ask(next, s)); !strings.HasPrefix(got, "planned: climate.living_ac off") {
			t.Errorf("%q after the tv: %s, want the living room ac", next, got)
		}
	}
}
