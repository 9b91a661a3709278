package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestUnitTypedOtherwise sets every device of the demo home that takes a
// level in percent, or a temperature, by each of its names, with the unit
// typed another way: "pc" or "pct" for percent ("kitchen light 20pc", "set
// the bedroom blinds to 75 pct"), the ordinal indicator º for the degree
// sign ("set the bedroom ac to 21ºc", "bedroom ac 22º"): each does what the
// usual mark does; they were not understood. A name with "pc" in it is
// still a name.
func TestUnitTypedOtherwise(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "nm")
	for _, d := range hometest.Load(t, "demo").Devices {
		percent := slices.Contains(d.Capabilities, "brightness") || slices.Contains(d.Capabilities, "position")
		warm := slices.Contains(d.Capabilities, "thermostat")
		for _, name := range englishNames(d.Name, d.Aliases) {
			for _, n := range []int{20, 35, 75} {
				if percent {
					for _, typed := range []string{"%dpc", "%d pc", "%dpct", "%d pct"} {
						v := fmt.Sprintf(typed, n)
						s.same(fmt.Sprintf("set the %s to %s", name, v), fmt.Sprintf("set the %s to %d%%", name, n))
						s.same(fmt.Sprintf("%s %s", name, v), fmt.Sprintf("%s %d%%", name, n))
					}
				}
				if warm && n < 30 {
					for _, typed := range []string{"%dºc", "%d ºc", "%dº", "%dº celsius"} {
						v := fmt.Sprintf(typed, n)
						s.same(fmt.Sprintf("set the %s to %s", name, v), fmt.Sprintf("set the %s to %d°c", name, n))
						s.same(fmt.Sprintf("%s to %s please", name, v), fmt.Sprintf("set the %s to %d°c", name, n))
					}
				}
			}
		}
	}
	if s.n < 300 {
		t.Errorf("%d utterances, want at least 300", s.n)
	}
	s.nothing("turn on the pc", "is the pc on")
}
