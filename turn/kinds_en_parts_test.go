package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestPartSaidAfterAName sets every device of the demo home that takes a
// level in percent, by each of its names, to a part said right after the
// name ("bedroom blinds three quarters", "kitchen light a third please",
// "open the bedroom blinds two thirds") or "half" said before it ("half
// the bedroom lights"): each is set to that part, as "set the bedroom
// blinds to 75%" does; they were not understood.
func TestPartSaidAfterAName(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "pt")
	parts := map[string]int{"three quarters": 75, "a quarter": 25, "two thirds": 67, "a third": 33, "one quarter": 25}
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "brightness") && !slices.Contains(d.Capabilities, "position") {
			continue
		}
		for _, name := range englishNames(d.Name, d.Aliases) {
			for part, pct := range parts {
				plain := fmt.Sprintf("set the %s to %d%%", name, pct)
				for _, frame := range []string{"%s %s", "the %s %s", "%s %s please", "hey, %s %s"} {
					s.same(fmt.Sprintf(frame, name, part), plain)
				}
			}
			for _, frame := range []string{"half the %s", "half the %s please"} {
				s.same(fmt.Sprintf(frame, name), fmt.Sprintf("set the %s to 50%%", name))
			}
		}
	}
	if s.n < 250 {
		t.Errorf("%d utterances, want at least 250", s.n)
	}
}

// TestHalfOfTheThings says "half" before the lights, the lamps or the
// blinds it is said of, with a verb or a direction ("turn off half the
// lights", "half of the kitchen lights off", "dim half the lamps"), or
// "half of" alone: edge cannot tell which half, and nothing is done. "Half"
// was read as a word of a name, and the hall light was switched.
func TestHalfOfTheThings(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "ho")
	for _, things := range []string{"lights", "kitchen lights", "bedroom lights", "lamps", "blinds", "upstairs lights", "lights downstairs"} {
		for _, of := range []string{"half the", "half of the", "half of my", "half my"} {
			for _, frame := range []string{"turn off %s %s", "turn on %s %s", "switch off %s %s", "%s %s off", "turn %s %s on",
				"dim %s %s", "close %s %s", "please turn off %s %s"} {
				s.nothing(fmt.Sprintf(frame, of, things))
			}
			if of != "half the" && of != "half my" {
				s.nothing(of + " " + things)
			}
		}
	}
	if s.n < 200 {
		t.Errorf("%d utterances, want at least 200", s.n)
	}
}
