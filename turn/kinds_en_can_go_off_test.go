package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestFreeToGoOff says that every device of the demo home that switches
// on and off, by each of its names, can go off ("the tv can go off",
// "kitchen light can go off now", "the lamp could go off please"): it is
// turned off, as "turn off the tv" does; "go" sent it home ("TV can't do
// that"). Asked ("can the tv go off") or said as what happens ("the tv
// goes off") nothing is done.
func TestFreeToGoOff(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "go")
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range englishNames(d.Name, d.Aliases) {
			for _, modal := range []string{"can", "could", "should"} {
				for _, frame := range []string{"the %s %s go off", "%s %s go off", "the %s %s go off now", "the %s %s go off please", "so the %s %s go off"} {
					s.same(fmt.Sprintf(frame, name, modal), "turn off the "+name)
				}
			}
			s.nothing("can the "+name+" go off", "the "+name+" goes off", "the "+name+" went off")
		}
	}
	if s.n < 500 {
		t.Errorf("%d utterances, want at least 500", s.n)
	}
}
