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

// TestWarmedTo: a verb of warming or cooling said of a place with "to" and
// a number ("heat the bedroom to 22", "cool down the living room to 20
// degrees", "warm the study up to 23 please") compiles as setting the
// place's temperature to it does; it was not understood.
func TestWarmedTo(t *testing.T) {
	registered()
	n := 0
	for _, verb := range []string{"heat", "heat up", "warm", "warm up", "cool", "cool down", "chill"} {
		for _, place := range []string{"the living room", "the bedroom", "the house", "the study", "upstairs"} {
			for _, value := range []string{"to 22", "to 20 degrees", "to 68 fahrenheit", "to 23 please"} {
				if !strings.Contains(verb, " ") && !strings.HasPrefix(place, "the ") {
					continue // "heat lamp": a name
				}
				text := verb + " " + place + " " + value
				said := "set " + place + " temperature " + value
				n++
				want, err := compile.Compile(said)
				if err != nil {
					t.Fatalf("Compile(%q) = %v", said, err)
				}
				if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
					t.Errorf("Compile(%q) = %v, %v, want %v as %q", text, got, err, want, said)
				}
			}
		}
	}
	if n < 90 {
		t.Errorf("%d ways, want at least 90", n)
	}
}

// TestDropped: "drop" lowers as "lower" does ("drop the temperature by 2",
// "drop the volume on the tv", "drop the blinds"); it was a name.
func TestDropped(t *testing.T) {
	registered()
	for _, rest := range []string{"the temperature by 2", "the volume on the tv", "the blinds", "the bedroom temperature to 20",
		"the kitchen light to 20 percent", "the living room blinds halfway"} {
		want, _ := compile.Compile("lower " + rest)
		if got, err := compile.Compile("drop " + rest); err != nil || got.String() != want.String() {
			t.Errorf("Compile(%q) = %v, %v, want %v", "drop "+rest, got, err, want)
		}
	}
}
