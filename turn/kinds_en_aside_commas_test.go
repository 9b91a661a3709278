package turn_test

import (
	"fmt"
	"testing"
)

// TestAsideBetweenCommas says a word of no meaning set off by commas
// between the verb and its object ("switch off, please, the oven", "turn
// on, um, the kitchen light"), to every device of the demo home that
// switches, by each of its names: it is done as without it; the verb was
// cut from its object ("Which device do you mean?").
func TestAsideBetweenCommas(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "ac")
	eachSwitched(t, func(dir, name, plain string) {
		for _, aside := range []string{"please", "um", "uh", "er", "now"} {
			for _, verb := range []string{"turn", "switch"} {
				s.same(fmt.Sprintf("%s %s, %s, the %s", verb, dir, aside, name), plain)
			}
		}
	})
	if s.n < 400 {
		t.Errorf("%d utterances, want at least 400", s.n)
	}
}
