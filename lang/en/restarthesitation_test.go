package en

import (
	"strings"
	"testing"
)

// TestRestartAfterHesitation: a command given up with a sound of thinking
// before it is said again ("turn on the uh turn off the kitchen light",
// "turn off um turn on the hall light", "open the, er, close the garage
// door") is the command said again, for every two commands of one object,
// every hesitation and every way of breaking off after a particle or an
// article; a hesitation inside one command leaves it as it is.
func TestRestartAfterHesitation(t *testing.T) {
	registered()
	commands := map[string][]string{
		"kitchen light": {"turn on", "turn off", "switch on", "switch off"},
		"garage door":   {"open", "close"},
		"front door":    {"lock", "unlock"},
	}
	n := 0
	for name, verbs := range commands {
		for _, given := range verbs {
			for _, said := range verbs {
				if given == said {
					continue
				}
				want := compiled(said + " the " + name)
				if strings.HasPrefix(want, "!!") {
					t.Fatalf("Compile(%q) = %s", said+" the "+name, want)
				}
				for _, h := range []string{"uh", "um", "er", "erm", "hmm"} {
					cuts := []string{" the " + h + " ", " the, " + h + ", ", " the " + h + ", "}
					if strings.Contains(given, " ") {
						cuts = append(cuts, " "+h+" ") // after its particle: "turn on uh turn off …"
					}
					for _, cut := range cuts {
						n++
						text := given + cut + said + " the " + name
						if got := compiled(text); got != want {
							t.Errorf("Compile(%q) = %s, want %s", text, got, want)
						}
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d restarts, want at least 200", n)
	}
	for _, text := range []string{"turn off the uh kitchen light", "turn off the um the kitchen light", "turn uh off the kitchen light"} {
		if got, want := compiled(text), compiled("turn off the kitchen light"); got != want {
			t.Errorf("Compile(%q) = %s, want %s", text, got, want)
		}
	}
}
