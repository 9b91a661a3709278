package en

import (
	"strings"
	"testing"
)

// TestClockSaidRoughly says a time of day with a word of roughness or of
// emphasis after "at" or "by" ("turn off the tv at about 11", "at exactly
// 7 in the morning open the curtains", "tomorrow at around 6:30"): the
// command runs then, as said without the word. It was not understood.
func TestClockSaidRoughly(t *testing.T) {
	registered()
	commands := []string{"turn off the tv", "open the curtains", "switch on the hall light", "lock the front door"}
	clocks := []string{"at %s 11", "at %s 10:30", "at %s half past ten", "at %s 7 in the morning", "tomorrow at %s 6:30", "at %s 11 pm", "by %s 11"}
	n := 0
	for _, c := range commands {
		for _, clock := range clocks {
			plain := strings.Replace(clock, "%s ", "", 1)
			for _, said := range []struct{ text, plain string }{{c + " " + clock, c + " " + plain}, {clock + " " + c, plain + " " + c}} {
				want := compiled(said.plain)
				if !strings.Contains(want, " at ") {
					t.Fatalf("Compile(%q) = %s, want a time", said.plain, want)
				}
				for _, w := range strings.Fields("about around roughly approximately exactly just") {
					n++
					text := strings.Replace(said.text, "%s", w, 1)
					if got := compiled(text); got != want {
						t.Errorf("Compile(%q) = %s, want %s", text, got, want)
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
}
