package en

import (
	"slices"
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

// TestNumberSaidAgain: a number said without its unit right before
// another is no value to set, whatever the numbers.
func TestNumberSaidAgain(t *testing.T) {
	registered()
	ws := []string{"twenty", "twenty two", "fifty", "sixty", "30", "45"}
	for _, a := range ws {
		for _, b := range ws {
			for _, unit := range []string{" degrees", " percent", "%", ""} {
				for _, between := range []string{" ", ", ", " uh ", ", um, "} {
					text := "set the den light to " + a + between + b + unit
					if got := compiled(text); !strings.HasPrefix(got, "!!") {
						t.Errorf("Compile(%q) = %s, want no command", text, got)
					}
				}
			}
		}
	}
}

// TestRepairs: what is taken back in the same breath is what is said
// after the taking back, for every marker: a name, a number, a direction
// or a whole command; a command said again that points back is not read.
func TestRepairs(t *testing.T) {
	registered()
	n := 0
	for _, mk := range repairMarkers {
		m := strings.Join(mk, " ")
		for _, pause := range []string{" ", ", ", " - "} {
			mark := pause + m + pause
			for text, want := range map[string]string{
				"turn on the kitchen light" + mark + "the hall light":  "turn on the hall light",
				"turn on the lights in the den" + mark + "the study":   "turn on the lights in the study",
				"set the den light to fifty" + mark + "sixty percent":  "set the den light to sixty percent",
				"set the heating to 20" + mark + "22 degrees":          "set the heating to 22 degrees",
				"turn the tv on" + mark + "off":                        "turn the tv off",
				"turn on the kitchen light" + mark + "turn off the tv": "turn off the tv",
				"open the blinds" + mark + "close the curtains":        "close the curtains",
			} {
				n++
				if got, w := compiled(text), compiled(want); got != w {
					t.Errorf("Compile(%q) = %s, want %s", text, got, w)
				}
			}
			if text, want := "turn off the tv"+mark+"turn it on", "turn on the tv"; compiled(text) != compiled(want) {
				t.Errorf("Compile(%q) = %s, want %s", text, compiled(text), compiled(want))
			}
			strong := slices.ContainsFunc(repairMarkers[:strongMarkers], func(s []string) bool { return strings.Join(s, " ") == m })
			if text := "turn on the den light and the fan" + mark + "the hall light"; strong && !strings.HasPrefix(compiled(text), "!!") {
				t.Errorf("Compile(%q) = %s, want no command", text, compiled(text))
			}
		}
	}
	if n < 200 {
		t.Errorf("%d repairs, want at least 200", n)
	}
}
