package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestPluggedInOrOut: a thing plugged in or unplugged is switched on or
// off ("plug in the kettle", "plug the tv in", "unplug the kettle",
// "please unplug the fan", "turn off the tv and unplug the kettle"): it
// was not understood. For every device of the demo home that switches,
// in every wording: its on or off, asked or done as the device's risk
// says, and nothing else; what the home lacks ("plug in my phone") is
// not done.
func TestPluggedInOrOut(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "plugged")
	h := hometest.Load(t, "demo")
	on := []string{"plug in the %s", "plug the %s in", "please plug in the %s", "can you plug the %s in", "turn on the tv and plug in the %s"}
	off := []string{"unplug the %s", "please unplug the %s", "could you unplug the %s", "turn off the tv and unplug the %s", "unplug the %s please"}
	n := 0
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		name := strings.ToLower(d.Name)
		for dir, forms := range map[string][]string{"on": on, "off": off} {
			for _, f := range forms {
				text := fmt.Sprintf(f, name)
				r := s.ask(text)
				n++
				found := false
				for _, a := range r.Actions {
					switch {
					case a.Device == d.ID && a.Command == dir:
						found = true
					case a.Device == "media.living_tv" && strings.HasPrefix(text, "turn"):
					default:
						t.Errorf("%q: %s %s", text, a.Command, a.Device)
					}
				}
				if !found {
					t.Errorf("%q: %s %q, want %s %s", text, r.Outcome, r.Say+r.Question, dir, d.ID)
				}
			}
		}
	}
	for _, text := range []string{"plug in my phone", "plug in the charger", "unplug my laptop"} {
		if r := s.ask(text); len(r.Actions) > 0 {
			t.Errorf("%q: %s %d actions, want nothing done", text, r.Outcome, len(r.Actions))
		}
	}
	if n < 200 {
		t.Errorf("%d commands, want at least 200", n)
	}
}
