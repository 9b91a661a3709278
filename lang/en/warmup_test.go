package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/grammar"
)

// TestWarmedUp: a verb of warming or cooling said of a place or a thing
// with no other verb ("heat up the living room", "warm the lounge up",
// "cool down the bedroom", "alexa warm the study please"), the particle
// before or after the name or not said (then with an article), compiles as "make" it warmer or
// cooler does; another verb, a question or a particle of the other way
// leaves the clause as it was read.
func TestWarmedUp(t *testing.T) {
	registered()
	n := 0
	for verb, w := range map[string]struct{ change, particle string }{"heat": {"warmer", "up"}, "warm": {"warmer", "up"},
		"cool": {"cooler", "down"}, "chill": {"cooler", "down"}} {
		for _, place := range []string{"the living room", "the bedroom", "kids room", "the house", "the study", "upstairs", "the ac"} {
			for _, lead := range []string{"", "alexa ", "ok google ", "please "} {
				for _, end := range []string{"", " please", " thanks"} {
					want, err := compile.Compile(lead + "make " + place + " " + w.change + end)
					if err != nil {
						t.Errorf("Compile(%q) = %v, the change is not read", lead+"make "+place+" "+w.change+end, err)
						continue
					}
					for _, said := range []string{verb + " " + w.particle + " " + place, verb + " " + place + " " + w.particle, verb + " " + place} {
						if said == verb+" "+place && !strings.HasPrefix(place, "the ") {
							continue // "heat lamp": a name
						}
						text := lead + said + end
						n++
						if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
							t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
						}
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for _, text := range []string{"turn the heat up", "is the bedroom warm", "warm down the bedroom", "cool up the bedroom",
		"heat up the bedroom and turn on the tv", "the heat is up in the bedroom", "heat lamp", "cool mist humidifier on", "kitchen heat lamp 2"} {
		if got := grammar.Show(lex.Tokens(text)); strings.Contains(got, "rel:warmer") || strings.Contains(got, "rel:cooler") {
			t.Errorf("Tokens(%q) = %s, read as a change of warmth", text, got)
		}
	}
}
