package turn_test

import (
	"fmt"
	"testing"

	"edge/home/hometest"
)

// TestDeviceModeSaidWithoutMode puts every device of the demo home that
// has modes of its own into each of them, by each of its names, "on",
// "in" or "to" the mode with no word "mode" ("put the humidifier on
// continuous", "switch the bedroom humidifier to sleep", "change the
// humidifier to continuous please", "humidifier on sleep"): it is set to
// that mode, as "set the humidifier to sleep mode" does; it said “I can't
// find “humidifier continuous””. A light, a room or a thing told of or
// asked about with a mode does nothing.
func TestDeviceModeSaidWithoutMode(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "mu")
	for _, d := range hometest.Load(t, "demo").Devices {
		if len(d.Modes) == 0 {
			continue
		}
		for _, name := range append(englishNames(d.Name, d.Aliases), "humidifier") {
			for _, mode := range d.Modes {
				if mode == "auto" {
					continue // a thermostat's mode too: putMode's
				}
				plain := fmt.Sprintf("set the %s to %s mode", name, mode)
				for _, frame := range []string{"put the %s on %s", "put the %s in %s", "switch the %s to %s", "switch the %s in %s",
					"change the %s to %s", "set the %s on %s", "%s on %s", "%s to %s", "the %s on %s", "please put the %s on %s", "put %s on %s"} {
					for _, after := range []string{"", " please", " now", " thanks"} {
						s.same(fmt.Sprintf(frame, name, mode)+after, plain)
					}
				}
			}
		}
	}
	if s.n < 100 {
		t.Errorf("%d utterances, want at least 100", s.n)
	}
	s.nothing("put the kitchen light on sleep", "put the bedroom on sleep", "bedroom on continuous", "kitchen light to sleep",
		"i put the humidifier on sleep", "did you put the humidifier on sleep", "is the humidifier on sleep", "don't put the humidifier on sleep",
		"don't switch the humidifier to continuous", "the humidifier is on sleep", "the humidifier was on continuous all night",
		"why is the humidifier on sleep", "put the desk lamp on sleep", "put the lights on sleep")
}
