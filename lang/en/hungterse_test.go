package en

import (
	"strings"
	"testing"
)

// TestHungTerse: a thing that hangs named with "up" or "down" after it and
// nothing else ("blinds down", "the garage door up please") is opened or
// closed as "raise" or "lower" does it; with an amount ("down a bit") it
// still moves by it, and what does not hang ("lights down", "the volume
// up") still steps a level.
func TestHungTerse(t *testing.T) {
	registered()
	names := []string{"blinds", "the blinds", "bedroom blinds", "the bedroom blinds", "curtains", "the living room curtains",
		"garage door", "the garage door", "kitchen blind", "the shades"}
	fillers := []string{"", " please", " now", " thanks"}
	n := 0
	for _, name := range names {
		for dir, verb := range map[string]string{"down": "lower", "up": "raise"} {
			want := compiled(verb + " " + name)
			if !strings.Contains(want, "act") {
				t.Fatalf("Compile(%q) = %s, want a command", verb+" "+name, want)
			}
			for _, f := range fillers {
				text := name + " " + dir + f
				n++
				if got := compiled(text); got != want {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
			stepped := name + " " + dir + " a bit"
			if got := compiled(stepped); got == want {
				t.Errorf("Compile(%q) = %s, want a step, not %s", stepped, got, want)
			}
		}
	}
	if n < 50 {
		t.Errorf("%d ways, want at least 50", n)
	}
	for _, text := range []string{"lights down", "the volume up", "kitchen light down", "tv down"} {
		if got := compiled(text); strings.Contains(got, "open") || strings.Contains(got, "close") {
			t.Errorf("Compile(%q) = %s, want a level stepped", text, got)
		}
	}
}
