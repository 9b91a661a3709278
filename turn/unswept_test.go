package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestUnswept: a sweep followed by a clause that undoes it on one of its
// devices ("turn the bedroom lights off and the bedside lamp on", "switch
// on all the lights and turn off the reading lamp") calls that device
// once, with the later command, and every other device of the sweep with
// the sweep's: the lamp was switched off, then on. Said the other way
// round, the later sweep still does what it says to every device.
func TestUnswept(t *testing.T) {
	e, _, _ := demo(t)
	sweeps := []string{"the bedroom lights", "the lights in the bedroom", "all the lights in the bedroom", "the bedroom light",
		"all the lights upstairs", "everything in the bedroom"}
	singles := map[string]string{"the bedside lamp": "light.bedside", "the reading lamp": "switch.reading_lamp",
		"the bedroom ceiling light": "light.bedroom_main"}
	forms := []string{"turn %[1]s %[3]s and %[2]s %[4]s", "turn %[3]s %[1]s and turn %[4]s %[2]s", "switch %[3]s %[1]s, then switch %[4]s %[2]s",
		"turn %[3]s %[1]s but turn %[4]s %[2]s"}
	n := 0
	for _, dirs := range [][2]string{{"off", "on"}, {"on", "off"}} {
		for _, sweep := range sweeps {
			for single, id := range singles {
				for _, form := range forms {
					text := fmt.Sprintf(form, sweep, single, dirs[0], dirs[1])
					n++
					r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
					if r.Outcome != turn.Planned && r.Outcome != turn.Confirm {
						t.Errorf("%q: %s", text, planned(r))
						continue
					}
					others := 0
					for _, a := range r.Actions {
						switch {
						case a.Device == id && a.Command != dirs[1]:
							t.Errorf("%q: %s, want %s only %s", text, planned(r), id, dirs[1])
						case a.Device != id && a.Command == dirs[0]:
							others++
						}
					}
					if others == 0 {
						t.Errorf("%q: %s, want the rest of the sweep %s", text, planned(r), dirs[0])
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d utterances, want at least 100", n)
	}
	text := "turn on the bedside lamp and turn off the lights in the bedroom"
	r := e.Ask(context.Background(), turn.Request{Text: text, Session: "before", DryRun: true})
	if last := r.Actions[len(r.Actions)-1]; len(r.Actions) != 4 || last.Device == "light.bedside" && last.Command != "off" {
		t.Errorf("%q: %s, want the lamp on, then every bedroom light off", text, planned(r))
	}
}
