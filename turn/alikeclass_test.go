package turn_test

import (
	"context"
	"slices"
	"testing"

	"edge/turn"
)

// TestAllOfAlikeWord: every device of a class, said with "all"/"every"
// or as a plural with a word that names the whole class as its first
// word does ("air conditioners", "acs", "aircons"; 电扇 for fans), is
// every device of it: "turn off all the air conditioners" turned off
// only the one called "air conditioner", and "all the acs" was a name
// not found. A word for a kind ("all the lamps") still prefers those
// called so.
func TestAllOfAlikeWord(t *testing.T) {
	e, _, _ := demo(t)
	acs := []string{"climate.bedroom_ac", "climate.living_ac"}
	words := []string{"air conditioners", "acs", "aircons", "air conditioning", "a/cs", "ac units"}
	n := 0
	for _, verb := range []string{"turn off", "switch off", "turn on", "switch on"} {
		for _, all := range []string{"all the", "all", "all of the", "both"} {
			for _, w := range words {
				text := verb + " " + all + " " + w
				n++
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
				var got []string
				for _, a := range r.Actions {
					got = append(got, a.Device)
				}
				slices.Sort(got)
				if !slices.Equal(got, acs) {
					t.Errorf("%q: %s, want both ACs", text, planned(r))
				}
			}
		}
	}
	for _, verb := range []string{"turn off every", "switch off every", "turn on each"} {
		for _, w := range []string{"air conditioner", "ac", "aircon"} {
			text := verb + " " + w
			n++
			if r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true}); len(r.Actions) != 2 {
				t.Errorf("%q: %s, want both ACs", text, planned(r))
			}
		}
	}
	if n < 100 {
		t.Errorf("%d utterances, want at least 100", n)
	}
	r := e.Ask(context.Background(), turn.Request{Text: "turn off all the lamps", Session: "lamps", DryRun: true})
	for _, a := range r.Actions {
		if a.Device == "light.kitchen" || a.Device == "light.living_main" {
			t.Errorf("all the lamps: %s, want only those called lamps", planned(r))
		}
	}
}
