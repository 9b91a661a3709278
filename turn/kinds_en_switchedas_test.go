package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestSwitchOnAVerbOfAThing: "switch" with a direction right after it is
// the verb of switching whatever verb comes after: "switch on hoover",
// "switch off vacuuming", "switch on mowing" start or stop the device the
// verb is of, as "turn on hoover" does (they cleaned or mowed a room called
// switch: not understood); and a verb said as what is switched ("switch
// off the stop", "switch off the shutoff") names no device: it turned off
// the oven, the demo's one device of the type switch. Mowing switched
// off ("turn off mowing") docks the mower, as vacuuming switched off stops
// the vacuum: it started the mower.
func TestSwitchOnAVerbOfAThing(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	things := map[string]string{"hoover": "vacuum.robot", "vacuuming": "vacuum.robot", "cleaning": "vacuum.robot", "mowing": "mower.lawn"}
	cmds := map[string]map[string]string{
		"vacuum.robot": {"on": "start", "off": "stop"},
		"mower.lawn":   {"on": "start", "off": "dock"},
	}
	n := 0
	for _, open := range []string{"", "please ", "hey google ", "um "} {
		for _, end := range []string{"", " please", " now"} {
			for word, dev := range things {
				for dir, cmd := range cmds[dev] {
					text := open + "switch " + dir + " " + word + end
					r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("sw%d", n), DryRun: true})
					if got, want := summary(r), "planned: "+dev+" "+cmd+" planned"; got != want {
						t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, want)
					}
					n++
				}
			}
			for _, verb := range []string{"stop", "kill", "shutoff", "cut", "halt", "cease", "pause", "close", "start", "open"} {
				for _, dir := range []string{"on", "off"} {
					text := open + "switch " + dir + " the " + verb + end
					r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("sw%d", n), DryRun: true})
					if got := summary(r); runs(got) {
						t.Errorf("%q → %s (say %s), want nothing done", text, got, r.Say)
					}
					n++
				}
			}
		}
	}
	if n < 300 {
		t.Fatalf("%d wordings, want at least 300", n)
	}
	wantSummaries(t, e, map[string]string{
		"switch off the tv":           "planned: media.living_tv off planned",
		"switch on the kitchen light": "planned: light.kitchen on planned",
		"turn off the switch":         "planned: switch.oven off planned",
		"turn off mowing":             "planned: mower.lawn dock planned",
		"turn off the mowing":         "planned: mower.lawn dock planned",
		"pause mowing":                "planned: mower.lawn dock planned",
	})
}
