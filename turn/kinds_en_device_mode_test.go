package turn_test

import (
	"fmt"
	"testing"

	"edge/home/hometest"
)

// TestDeviceModeSaidOnOrAlone puts every device of the demo home that has
// modes of its own into each of them, by each of its names, with "on" or
// "in" ("put the humidifier on sleep mode", "switch the bedroom humidifier
// in continuous mode") or with no verb ("humidifier sleep mode", "bedroom
// humidifier on sleep mode please"): it is set to that mode, as "set the
// humidifier to sleep mode" does; "sleep mode" was a name or a room not
// found. A room or a light said with a mode does nothing.
func TestDeviceModeSaidOnOrAlone(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "dm")
	for _, d := range hometest.Load(t, "demo").Devices {
		if len(d.Modes) == 0 {
			continue
		}
		for _, name := range append(englishNames(d.Name, d.Aliases), "humidifier") {
			for _, mode := range d.Modes {
				if mode == "auto" {
					continue // a thermostat's mode too: "humidifier on auto mode" switches it on and sets it
				}
				plain := fmt.Sprintf("set the %s to %s mode", name, mode)
				for _, frame := range []string{"put the %s on %s mode", "put the %s in %s mode", "switch the %s in %s mode", "set the %s on %s mode",
					"%s %s mode", "the %s %s mode", "%s on %s mode", "%s in %s mode", "%s to %s mode", "please put the %s on %s mode"} {
					for _, after := range []string{"", " please", " now"} {
						s.same(fmt.Sprintf(frame, name, mode)+after, plain)
					}
				}
			}
		}
	}
	if s.n < 100 {
		t.Errorf("%d utterances, want at least 100", s.n)
	}
	s.nothing("bedroom sleep mode", "kitchen light sleep mode", "put the kitchen light on sleep mode")
}
