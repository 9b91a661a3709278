package lang_test

import (
	"slices"
	"testing"

	"edge/lang"
)

// TestHazardJoinedToNumber: a hazard's word with a number written onto
// it, after or before ("Heater1", "Lock2", "GasValve3", "1Oven",
// "Kettle_2"), is that hazard to a relay so named (HazardsOf or HazardsWorked), as with a space between; a
// word of no hazard with a number joined to it ("Lamp1", "Relay3",
// "Plug12") says none, and a hazard's word inside another word
// ("Ovenbird2") is not that word.
func TestHazardJoinedToNumber(t *testing.T) {
	hazards := map[string][]string{
		"heat":        {"Heater", "Oven", "Kettle", "Iron", "Stove"},
		"lock":        {"Lock", "Deadbolt", "Strike"},
		"valve":       {"Gas valve", "GasValve", "Valve"},
		"garage_door": {"Garage door", "Gate", "GarageDoor"},
		"alarm":       {"Alarm", "Siren"},
	}
	numbers := []string{"1", "2", "12", "007"}
	joins := []func(w, n string) string{
		func(w, n string) string { return w + n },
		func(w, n string) string { return n + w },
		func(w, n string) string { return w + "_" + n },
	}
	n := 0
	for h, words := range hazards {
		for _, w := range words {
			for _, num := range numbers {
				for _, join := range joins {
					name := join(w, num)
					if got := relaySays(name); !slices.Contains(got, h) {
						t.Errorf("%q: hazards %v, %s wanted", name, got, h)
					}
					n++
				}
			}
		}
	}
	plain := []string{"Lamp", "Relay", "Plug", "Socket", "Fan", "Ovenbird", "Ironwood", "Locket", "Gateway"}
	for _, w := range plain {
		for _, num := range numbers {
			for _, join := range joins {
				name := join(w, num)
				if got := relaySays(name); len(got) > 0 {
					t.Errorf("%q: hazards %v, none wanted", name, got)
				}
				n++
			}
		}
	}
	if n < 200 {
		t.Fatalf("only %d names", n)
	}
}

// relaySays is what a relay's name says: what HazardsOf and HazardsWorked
// read in it.
func relaySays(name string) []string {
	out := lang.HazardsOf(name)
	for _, h := range lang.HazardsWorked(name) {
		if !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	return out
}
