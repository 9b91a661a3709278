package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestModeSaidNamedTo sets every device of the demo home that has a mode (an
// air conditioner's heat, cool or auto, a humidifier's sleep or
// continuous), by each of its names, with the word "mode" said after the
// name and "to" before the mode, after each verb a mode is put with or
// none ("turn the ac mode to cool", "set the humidifier mode to sleep",
// "change the bedroom ac mode to heat please", "humidifier mode to
// continuous"): it is set to that mode, as "set the humidifier to sleep
// mode" does. "turn … mode to" was a name not found (“ac mode”), and a
// humidifier's own mode after "to" part of a name (“humidifier mode
// sleep”). A light's or a room's "mode" does nothing, and the mode asked
// is answered.
func TestModeSaidNamedTo(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "mn")
	for _, d := range hometest.Load(t, "demo").Devices {
		modes := slices.DeleteFunc(slices.Clone(d.Modes), func(m string) bool { return m == "auto" })
		if slices.Contains(d.Capabilities, "thermostat") {
			modes = []string{"heat", "cool", "auto"}
		}
		if len(modes) == 0 {
			continue
		}
		for _, name := range englishNames(d.Name, d.Aliases) {
			for _, mode := range modes {
				plain := fmt.Sprintf("set the %s to %s mode", name, mode)
				for _, verb := range []string{"set the ", "turn the ", "change the ", "switch the ", "put the ", "", "the ", "please set the "} {
					for _, after := range []string{"", " please", " now"} {
						s.same(fmt.Sprintf("%s%s mode to %s%s", verb, name, mode, after), plain)
					}
				}
			}
		}
	}
	if s.n < 200 {
		t.Errorf("%d utterances, want at least 200", s.n)
	}
	s.nothing("turn the kitchen light mode to cool", "set the study lamp mode to sleep", "bedroom mode to sleep",
		"set the kitchen mode to heat")
	if r := s.ask("what is the bedroom ac mode"); r.Outcome != "answer" || len(r.Actions) > 0 {
		t.Errorf("what is the bedroom ac mode: %s, want it answered", summary(r))
	}
}
