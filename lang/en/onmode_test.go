package en

import (
	"strings"
	"testing"
)

// TestOnInMode: a thermostat switched on with a mode after it ("turn on
// the bedroom ac on cool", "switch the ac on to heat", "bedroom ac on
// cool") compiles as "… and set it to" the mode; switched "to" a mode
// ("switch the ac to cool") as set to it. The mode was left, or "on or
// off?" asked. A light's warmth, a switching off, a question keep their
// reading.
func TestOnInMode(t *testing.T) {
	registered()
	n := 0
	for _, name := range []string{"bedroom ac", "air conditioner", "thermostat", "living room aircon"} {
		for _, mode := range []string{"cool", "heat", "dry", "auto"} {
			like := compiled("turn on the " + name + " and set it to " + mode)
			for _, f := range []string{"turn on the %n on %m", "switch on the %n in %m", "turn the %n on to %m", "%n on %m", "turn on the %n on %m mode please"} {
				if f == "turn the %n on to %m" && purposeVerbs[mode] {
					continue // "turn the ac on to cool": why it is switched on
				}
				said := strings.NewReplacer("%n", name, "%m", mode).Replace(f)
				n++
				if got := compiled(said); got != like || strings.HasPrefix(like, "!!") {
					t.Errorf("Compile(%q) = %s, want %s", said, got, like)
				}
			}
			set := compiled("set the " + name + " to " + mode)
			for _, f := range []string{"switch the %n to %m", "switch the %n to %m mode"} {
				said := strings.NewReplacer("%n", name, "%m", mode).Replace(f)
				n++
				if got := compiled(said); got != set || strings.HasPrefix(set, "!!") {
					t.Errorf("Compile(%q) = %s, want %s", said, got, set)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
	for _, text := range []string{"turn on the lamp on cool", "turn off the ac on cool", "is the ac on cool", "turn on the ac on the cool side"} {
		if got := compiled(text); strings.Contains(got, "mode=") {
			t.Errorf("Compile(%q) = %s: want no mode set", text, got)
		}
	}
}
