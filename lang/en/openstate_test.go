package en

import (
	"strings"
	"testing"
)

// TestStateOpened: a question or a statement of how a thing is, opened
// by a word that opens what is said and is no yes or no ("oh the kitchen
// light is still on", "well is the tv on", "so, the garage door is
// open"), for every such opener, said alone or twice, is read as it is
// without it: it was read as part of the name and not understood.
func TestStateOpened(t *testing.T) {
	registered()
	said := []string{"the kitchen light is still on", "the garage door is open", "is the tv on", "are the lights on",
		"the bedroom blinds are closed", "is the front door locked", "the lights are on in the kitchen", "what is the temperature in the bedroom"}
	var opens []string
	for _, o := range sorted(openers) {
		if !yesWords[o] && !noWords[o] && o != nahWord {
			opens = append(opens, o+" ", o+", ", "um "+o+" ")
		}
	}
	n := 0
	for _, s := range said {
		want := compiled(s)
		if strings.HasPrefix(want, "!!") {
			t.Fatalf("%q: %s", s, want)
		}
		for _, o := range opens {
			text := o + s
			n++
			if got := compiled(text); got != want {
				t.Errorf("Compile(%q) = %s, want %s", text, got, want)
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
}
