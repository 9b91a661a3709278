package en

import (
	"strings"
	"testing"
)

// TestExceptOtherClass: one thing of a class said with an exception of a
// thing of another class ("turn on the fan except the light", "the fan
// without the tv", "the lamp but not the kitchen light") is the one thing
// as said alone, asked which where there are several: every fan was
// switched on. An exception inside the class or of a place still sweeps
// ("the light except the hall", "the lamp except the study lamp", "the
// light except the garage").
func TestExceptOtherClass(t *testing.T) {
	registered()
	targets := map[string]string{"fan": "light", "tv": "fan", "lamp": "tv", "light": "fan", "heater": "tv", "speaker": "lamp"}
	n := 0
	for target, other := range targets {
		for _, verb := range []string{"turn on", "turn off", "switch off"} {
			want := compiled(verb + " the " + target)
			for _, x := range []string{"except", "without", "but not", "except for", "apart from", "other than"} {
				for _, said := range []string{"the " + other, "the kitchen " + other, "the " + other + " please"} {
					text := verb + " the " + target + " " + x + " " + said
					n++
					if got := compiled(text); got != want {
						t.Errorf("Compile(%q) = %s, want %s", text, got, want)
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for _, text := range []string{"turn off the light except the hall", "turn on the lamp except the study lamp",
		"turn off the light except the garage", "turn off all the lights without the hall light", "turn off the lights except the tv"} {
		if got := compiled(text); !strings.Contains(got, "all ") || !strings.Contains(got, "except") {
			t.Errorf("Compile(%q) = %s, want all but what is excepted", text, got)
		}
	}
}
