package en

import (
	"strings"
	"testing"
)

// TestHowLevel: a level asked with "how high" or "how low" ("how high is
// the volume on the tv", "how low are the blinds", "how high is the
// bedroom ac set") is a question of it, for every thing, quantity and
// form, and never raises or lowers it: it asked "Raise TV by 10%?", and a
// yes raised it.
func TestHowLevel(t *testing.T) {
	registered()
	things := []string{"tv", "study lamp", "bedroom blinds", "blinds", "bedroom ac", "living room fan", "study speaker", "heating"}
	n := 0
	for _, adj := range []string{"high", "low"} {
		for _, thing := range things {
			for _, form := range []string{"how %s is the " + thing, "how %s is the " + thing + " set", "how %s is the volume on the " + thing,
				"how %s is the " + thing + " volume", "how %s is the " + thing + " right now", "um how %s is the " + thing,
				"how %s are the " + thing, "alexa how %s is the " + thing} {
				text := sprintf(form, adj)
				n++
				if got := compiled(text); !strings.Contains(got, "query") || strings.Contains(got, " act ") {
					t.Errorf("Compile(%q) = %s, want a question", text, got)
				}
			}
		}
	}
	if n < 120 {
		t.Errorf("%d ways, want at least 120", n)
	}
	for _, text := range []string{"turn the tv up high", "set the fan to high", "set the bedroom ac to low"} {
		if got := compiled(text); strings.Contains(got, "query") {
			t.Errorf("Compile(%q) = %s, want a command", text, got)
		}
	}
}
