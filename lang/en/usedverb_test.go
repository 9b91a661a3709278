package en

import (
	"strings"
	"testing"
)

// TestUsedVerb: a verb of what a device is for, said of what it is used
// on (every lead, article, thing and tail: "water the garden", "boil some
// water"), is the device switched on, as "turn on the sprinkler" or "turn
// on the kettle" is: it was not understood. What is no such use ("turn on
// the water heater", "the garden needs water", "water", "is the water
// boiling") is not so read.
func TestUsedVerb(t *testing.T) {
	registered()
	n := 0
	for _, lead := range []string{"", "please ", "can you ", "hey google, ", "could you please "} {
		for verb, u := range uses {
			for thing := range u.things {
				for _, det := range []string{"the ", "", "my ", "some "} {
					for _, tail := range []string{"", " please", " now", " thanks"} {
						said := lead + verb + " " + det + thing + tail
						like := lead + "turn on the " + u.device + tail
						n++
						got, want := compiled(said), compiled(like)
						if got != want || strings.HasPrefix(want, "!!") {
							t.Errorf("Compile(%q) = %s, want %s as Compile(%q)", said, got, want, like)
						}
					}
				}
			}
		}
	}
	if n < 700 {
		t.Errorf("%d ways, want at least 700", n)
	}
	for _, text := range []string{"turn on the water heater", "the garden needs water", "water", "water the tv", "i watered the garden",
		"did you water the lawn", "is the water boiling", "boil", "i boiled some water", "the water is boiling"} {
		if got := compiled(text); (strings.Contains(got, "sprinkler") || strings.Contains(got, "kettle")) && !strings.Contains(got, "query") {
			t.Errorf("Compile(%q) = %s: want no sprinkler or kettle switched on", text, got)
		}
	}
}
