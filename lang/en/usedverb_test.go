package en

import (
	"strings"
	"testing"
)

// TestWatered: a garden, a lawn or plants said to be watered (every
// lead, article, thing and tail) is the sprinkler switched on, as "turn
// on the sprinkler" is: it was not understood. What is no watering ("turn
// on the water heater", "the garden needs water", "water") is not so
// read.
func TestWatered(t *testing.T) {
	registered()
	n := 0
	for _, lead := range []string{"", "please ", "can you ", "hey google, ", "could you please "} {
		for thing := range wateredThings {
			for _, det := range []string{"the ", "", "my "} {
				for _, tail := range []string{"", " please", " now", " thanks"} {
					said := lead + "water " + det + thing + tail
					like := lead + "turn on the sprinkler" + tail
					n++
					got, want := compiled(said), compiled(like)
					if got != want || strings.HasPrefix(want, "!!") {
						t.Errorf("Compile(%q) = %s, want %s as Compile(%q)", said, got, want, like)
					}
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
	for _, text := range []string{"turn on the water heater", "the garden needs water", "water", "water the tv", "i watered the garden",
		"did you water the lawn"} {
		if got := compiled(text); strings.Contains(got, "sprinkler") && !strings.Contains(got, "query") {
			t.Errorf("Compile(%q) = %s: want no sprinkler switched on", text, got)
		}
	}
}
