package en

import (
	"strings"
	"testing"
)

// TestRestarts: a command given up before its object and said again is
// the command said again, for every two commands of one object and every
// way of breaking off; a verb right after a verb, or before a name's
// word, is not said again.
func TestRestarts(t *testing.T) {
	registered()
	commands := map[string][]string{
		"kitchen light": {"turn on", "turn off", "switch on", "switch off", "dim"},
		"garage door":   {"open", "close", "raise", "lower"},
		"front door":    {"lock", "unlock"},
	}
	n := 0
	for name, verbs := range commands {
		for _, given := range verbs {
			for _, said := range verbs {
				want := compiled(said + " the " + name)
				if strings.HasPrefix(want, "!!") {
					t.Fatalf("Compile(%q) = %s", said+" the "+name, want)
				}
				for _, cut := range []string{" the- ", " the... ", " the, ", " the — ", " the "} {
					n++
					text := given + cut + said + " the " + name
					if got := compiled(text); got != want {
						t.Errorf("Compile(%q) = %s, want %s", text, got, want)
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d restarts, want at least 200", n)
	}
	for text, want := range map[string]string{
		"stop mowing":                 "stop mowing the lawn",
		"turn off play corner lights": "turn off the play corner lights",
		"start cleaning":              "start cleaning the house",
	} {
		if got, w := compiled(text), compiled(want); got != w && !strings.Contains(got, strings.Fields(text)[1]) {
			t.Errorf("Compile(%q) = %s: a verb said again", text, got)
		}
	}
}

// TestDiscourse: words that open an utterance without saying anything of
// it are fillers before every command, and a name's word is kept.
func TestDiscourse(t *testing.T) {
	registered()
	for _, cmd := range []string{"turn on the kitchen light", "what is the temperature in the den", "close the blinds"} {
		want := compiled(cmd)
		for w := range discourseWords {
			for _, lead := range []string{w + " ", "okay " + w + " ", w + " yeah ", "hey " + w + " "} {
				if got := compiled(lead + cmd); got != want {
					t.Errorf("Compile(%q) = %s, want %s", lead+cmd, got, want)
				}
			}
		}
	}
	if got := compiled("well pump on"); !strings.Contains(got, "well pump") {
		t.Errorf(`Compile("well pump on") = %s: the name lost its word`, got)
	}
}

// TestNumberSaidAgain: a number said without its unit right before
// another is no value to set, whatever the numbers.
func TestNumberSaidAgain(t *testing.T) {
	registered()
	ws := []string{"twenty", "twenty two", "fifty", "sixty", "30", "45"}
	for _, a := range ws {
		for _, b := range ws {
			for _, unit := range []string{" degrees", " percent", "%", ""} {
				text := "set the den light to " + a + " " + b + unit
				if got := compiled(text); !strings.HasPrefix(got, "!!") {
					t.Errorf("Compile(%q) = %s, want no command", text, got)
				}
			}
		}
	}
}
