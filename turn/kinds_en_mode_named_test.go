package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestModeAfterTheName says a thermostat's mode with the word "mode" after
// its name ("set the bedroom ac mode to cool", "change the living room ac
// mode to heat", "switch the bedroom ac mode to auto, please"), for every
// English name of every thermostat of the demo home: each sets the mode as
// "set the bedroom ac to cool" does. "ac mode" was a name not found. A
// light's "mode" is no thermostat's: "set the kitchen light mode to warm"
// does nothing.
func TestModeAfterTheName(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "mode named")
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "thermostat") || d.Room == "" {
			continue
		}
		for _, name := range englishNames(d.Name, nil) {
			for _, mode := range []string{"cool", "heat", "auto", "cooling", "heating"} {
				plain := "set the " + name + " to " + mode
				for _, f := range []string{"set the %s mode to %s", "change the %s mode to %s", "switch the %s mode to %s", "put the %s mode to %s", "please set the %s mode to %s", "set the %s mode to %s please"} {
					s.same(fmt.Sprintf(f, name, mode), plain)
				}
			}
		}
	}
	s.nothing("set the kitchen light mode to warm")
	if s.n < 50 {
		t.Fatalf("%d utterances, want at least 50", s.n)
	}
}
