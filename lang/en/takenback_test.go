package en

import (
	"slices"
	"strings"
	"testing"
)

// TestTakenBack: a command followed by words that take it back, for every
// such word (takeBacks), after every word of changing one's mind
// (backLeads) and every pause, compiles as the same command said with
// "don't"; a question that ends with "or not" still asks.
func TestTakenBack(t *testing.T) {
	generated(t)
	registered()
	commands := []string{"turn on the tv", "turn off the kitchen light", "open the garage door", "lock the front door",
		"set the bedroom light to 40 percent", "close the blinds", "dim the lights in the den", "start the vacuum"}
	leads := []string{""}
	for w := range backLeads {
		leads = append(leads, w+" ")
	}
	slices.Sort(leads)
	n := 0
	for _, cmd := range commands {
		want := compiled("don't " + cmd)
		if strings.HasPrefix(want, "!!") {
			t.Fatalf("Compile(%q) = %s", "don't "+cmd, want)
		}
		for _, back := range append(slices.Clone(takeBacks), "don't", "never mind", "dont") {
			for _, lead := range leads {
				for _, pause := range []string{" ", ", ", ". ", "... "} {
					text := cmd + pause + lead + back
					n++
					if got := compiled(text); got != want {
						t.Errorf("Compile(%q) = %s, want %s", text, got, want)
					}
				}
			}
		}
	}
	if n < 1000 {
		t.Errorf("%d ways, want at least 1000", n)
	}
	for _, text := range []string{"did you turn on the tv or not", "is the tv on or not"} {
		if got := compiled(text); !strings.HasPrefix(got, "en query") {
			t.Errorf("Compile(%q) = %s, want a question", text, got)
		}
	}
}
