package en

import (
	"strings"
	"testing"
)

// TestExceptSaid: an exception said with a phrase of its own ("with the
// exception of", "aside from", "not including", "leaving out") after any
// command, or with a word that is also a word of names ("bar", "save",
// "minus") after a sweep, is read as "except" is, for every command,
// sweep and thing left out: they were names or rooms not found. "bar"
// or "save" said where a name goes ("all the bar lights", "save
// energy") is as it was.
func TestExceptSaid(t *testing.T) {
	registered()
	cmds := []string{"turn off all the lights", "turn on every light", "switch off everything", "close all the blinds", "turn off the lights"}
	left := []string{"the hall light", "the kitchen", "the study lamp", "the bedroom", "hall light"}
	words := append(sorted(exceptAfterAll), "with the exception of", "aside from", "not including", "leaving out")
	n := 0
	for _, cmd := range cmds {
		for _, x := range left {
			want := compiled(cmd + " except " + x)
			if strings.HasPrefix(want, "!!") {
				t.Fatalf("%q: %s", cmd+" except "+x, want)
			}
			for _, w := range words {
				for _, end := range []string{"", " please"} {
					text := cmd + " " + w + " " + x + end
					n++
					if got := compiled(text); got != compiled(cmd+" except "+x+end) {
						t.Errorf("Compile(%q) = %s, want %s", text, got, want)
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for _, text := range []string{"turn on all the bar lights", "turn off the bar light", "turn on the lights and save energy"} {
		if got := compiled(text); strings.Contains(got, "except") {
			t.Errorf("Compile(%q) = %s, want no exception", text, got)
		}
	}
}
