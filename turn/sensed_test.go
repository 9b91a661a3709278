package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestStateOfEverything: a question of a state asked of everything or of
// a place ("is anything on", "is everything closed upstairs", "anything
// unlocked in the hall"), for every state word and every room and floor
// of the demo home, reads every device there that has the state and no
// device that only answers it by the way (a door's contact is never what
// is on; a lamp is never what is open).
func TestStateOfEverything(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	has := map[string][]string{"on": {"onoff", "valve"}, "off": {"onoff", "valve"}, "open": {"position", "valve", "contact"},
		"closed": {"position", "valve", "contact"}, "locked": {"lock"}, "unlocked": {"lock"}}
	floorOf := map[string]string{}
	for _, r := range h.Rooms {
		floorOf[r.ID] = r.Floor
	}
	places := map[string]func(room string) bool{"": func(string) bool { return true }}
	for _, r := range h.Rooms {
		places[" in the "+r.Name] = func(room string) bool { return room == r.ID }
	}
	for _, f := range h.Floors {
		for _, alias := range f.Aliases {
			if alias[0] < 0x80 {
				places[" "+alias] = func(room string) bool { return floorOf[room] == f.ID }
			}
		}
	}
	n := 0
	for state, caps := range has {
		for place, in := range places {
			var want []string
			for _, d := range h.Devices {
				if in(d.Room) && slices.ContainsFunc(d.Capabilities, func(c string) bool { return slices.Contains(caps, c) }) {
					want = append(want, d.ID)
				}
			}
			for _, said := range []string{"is anything %s%s", "is everything %s%s", "anything %s%s"} {
				text := fmt.Sprintf(said, state, place)
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
				if r.Outcome != "answer" {
					if len(want) > 0 {
						t.Errorf("%q: %s %q, want an answer", text, r.Outcome, r.Say)
					}
					continue
				}
				n++
				var read []string
				for _, rd := range r.Reads {
					read = append(read, rd.Device)
				}
				for _, id := range read {
					if !slices.Contains(want, id) {
						t.Errorf("%q read %s, which is never %s", text, id, state)
					}
				}
				for _, id := range want {
					if !slices.Contains(read, id) {
						t.Errorf("%q did not read %s", text, id)
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d questions answered, want at least 100", n)
	}
}
