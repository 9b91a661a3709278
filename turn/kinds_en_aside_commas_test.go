package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestAsideBetweenCommas says a word of no meaning set off by commas
// between the verb and its object ("switch off, please, the oven", "turn
// on, um, the kitchen light"), to every device of the demo home that
// switches, by each of its names: it is done as without it; the verb was
// cut from its object ("Which device do you mean?").
func TestAsideBetweenCommas(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "ac")
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range englishNames(d.Name, d.Aliases) {
			for _, dir := range []string{"on", "off"} {
				plain := fmt.Sprintf("turn %s the %s", dir, name)
				for _, aside := range []string{"please", "um", "uh", "er", "now"} {
					for _, verb := range []string{"turn", "switch"} {
						s.same(fmt.Sprintf("%s %s, %s, the %s", verb, dir, aside, name), plain)
					}
				}
			}
		}
	}
	if s.n < 400 {
		t.Errorf("%d utterances, want at least 400", s.n)
	}
}
