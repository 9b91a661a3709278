package turn_test

import (
	"fmt"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestPlaceSaidAfterTheLights: "outside" and "outdoors" said after what
// is meant ("turn on the light outside", "are the lights outdoors on",
// "switch the lights off outside") are the place, as "upstairs" and
// "downstairs" are: the garden's lights. They were read into the name
// ("I can't find “light outside”"). For each of the four words, every
// wording, singular and plural: something is reached or answered, and
// only there.
func TestPlaceSaidAfterTheLights(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "trailing")
	h := hometest.Load(t, "demo")
	floorOf := map[string]string{}
	for _, r := range h.Rooms {
		floorOf[r.ID] = r.Floor
	}
	roomOf := map[string]string{}
	for _, d := range h.Devices {
		roomOf[d.ID] = floorOf[d.Room]
	}
	places := map[string]string{"upstairs": "upper", "downstairs": "ground", "outside": "", "outdoors": ""}
	acts := []string{"turn on the %[1]s %[2]s", "switch off the %[1]s %[2]s", "turn the %[1]s on %[2]s", "please turn off all the %[1]s %[2]s",
		"turn off the %[1]s %[2]s now", "switch the %[1]s off %[2]s"}
	asks := []string{"is the %[1]s %[2]s on", "are the %[1]s %[2]s off", "are any %[1]s %[2]s on", "which %[1]s %[2]s are on"}
	n := 0
	for place, floor := range places {
		for _, lights := range []string{"light", "lights"} {
			for _, f := range acts {
				text := fmt.Sprintf(f, lights, place)
				r := s.ask(text)
				n++
				if len(r.Actions) == 0 {
					t.Errorf("%q: %s %q, want the lights %s", text, r.Outcome, r.Say+r.Question, place)
				}
				for _, a := range r.Actions {
					if roomOf[a.Device] != floor {
						t.Errorf("%q: %s %s, not %s", text, a.Command, a.Device, place)
					}
				}
			}
			for _, f := range asks {
				text := fmt.Sprintf(f, lights, place)
				r := s.ask(text)
				n++
				if r.Outcome != turn.Answer || len(r.Actions) > 0 {
					t.Errorf("%q: %s %q, want an answer", text, r.Outcome, r.Say+r.Question)
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("%d utterances, want at least 80", n)
	}
}
