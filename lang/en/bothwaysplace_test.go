package en

import (
	"strings"
	"testing"
)

// TestBothWaysBeforePlace: a command said with both directions, the last
// before a place or a courtesy ("turn on the garden lights off please",
// "turn on the lights out back", "turn on the lights off in the garden",
// "turn the lights out back on"), is done in neither: it asks on or off,
// for every verb, thing and what follows; said with the same direction
// twice it is that direction once, and "on" before a place stays the
// place's.
func TestBothWaysBeforePlace(t *testing.T) {
	registered()
	things := []string{"garden lights", "lights", "kitchen light", "tv", "fan", "hall light", "study lamp"}
	tails := []string{" please", " in the garden", " in the kitchen please", " now please", " out back", " out there",
		" out in the garage", " out front"}
	n := 0
	for _, verb := range []string{"turn", "switch"} {
		for _, thing := range things {
			for _, tail := range tails {
				for first, last := range map[string]string{"on": "off", "off": "on"} {
					if strings.HasPrefix(tail, " out") {
						last = ""
						if first == "off" {
							continue
						}
					} else {
						last = " " + last
					}
					text := verb + " " + first + " the " + thing + last + tail
					n++
					if got := compiled(text); strings.Contains(got, "act on ") || strings.Contains(got, "act off ") {
						t.Errorf("Compile(%q) = %s, want on or off asked", text, got)
					}
					text = verb + " the " + thing + " out back " + first
					if got := compiled(text); strings.Contains(got, "act on ") || first == "on" && strings.Contains(got, "act off ") {
						t.Errorf("Compile(%q) = %s, want on or off asked", text, got)
					}
				}
			}
			for _, tail := range []string{" please", " in the garden"} {
				text, want := verb+" off the "+thing+" off"+tail, compiled(verb+" off the "+thing+tail)
				n++
				if got := compiled(text); got != want {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
	if got := compiled("turn on the light on the landing please"); !strings.Contains(got, "act on ") {
		t.Errorf("Compile(%q) = %s, want it on", "turn on the light on the landing please", got)
	}
	for text, want := range map[string]string{"turn the lights out in the garage": "turn off the lights in the garage", "turn off the lights out in the garage": "turn off the lights in the garage"} {
		if got, w := compiled(text), compiled(want); got != w {
			t.Errorf("Compile(%q) = %s, want %s", text, got, w)
		}
	}
}
