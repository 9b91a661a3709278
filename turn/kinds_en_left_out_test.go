package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/index"
	"edge/turn"
)

// TestLeftOutAnswered answers the question of a command on all the lights
// of the demo home ("Turn off 15 devices …?", "Which room: …?") with what
// it leaves out worded without "except": "not the hall", "but not the
// hall", "yes but not the hall", "apart from the hall", "other than the
// hall", "without the hall", "minus the hall", "no, not the hall", "but
// leave the hall on", "yeah but keep the hall on", "not the kitchen or the
// hall", for every room with a light. Each does what "except the hall" does: the question asked again
// without it. They were not understood, and the question left as it was.
// "not now", "not yet" and "not really" stay a no.
func TestLeftOutAnswered(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "left out")
	h := hometest.Load(t, "demo")
	lit := map[string]bool{}
	for _, d := range h.Devices {
		if strings.HasPrefix(d.ID, "light.") {
			lit[d.Room] = true
		}
	}
	var rooms []string
	for _, r := range h.Rooms {
		if lit[r.ID] {
			rooms = append(rooms, strings.ToLower(r.Name))
		}
	}
	forms := []string{"not the %s", "but not the %s", "yes but not the %s", "ok, just not the %s", "apart from the %s",
		"other than the %s", "without the %s", "minus the %s", "excluding the %s", "no, not the %s", "not the %s one",
		"yeah but leave the %s KEPT", "but keep the %s KEPT please", "but not the %s please"}
	for _, command := range []string{"turn off all the lights", "turn on all the lights", "turn on the lights"} {
		whole := s.ask(command)
		kept := "on" // the state of what is left out
		if strings.Contains(command, " on ") {
			kept = "off"
		}
		for i, room := range rooms {
			other := rooms[(i+1)%len(rooms)]
			left := map[string]string{fmt.Sprintf("not the %s lights", room): "except the " + room + " lights",
				fmt.Sprintf("but leave the %s lights %s", room, kept): "except the " + room + " lights"}
			for _, f := range forms {
				left[strings.ReplaceAll(fmt.Sprintf(f, room), "KEPT", kept)] = "except the " + room
			}
			for _, f := range []string{"not the %s or the %s", "not the %s and the %s", "apart from the %s and the %s"} {
				left[fmt.Sprintf(f, room, other)] = "except the " + room + " and the " + other
			}
			wants := map[string]turn.Result{}
			for said, plain := range left {
				s.n++
				want, ok := wants[plain]
				if !ok {
					want = saidInTurn(s.e, fmt.Sprint("left out plain ", s.n), command, plain)
					wants[plain] = want
				}
				got := saidInTurn(s.e, fmt.Sprint("left out ", s.n), command, said)
				if summary(got) != summary(want) || got.Say != want.Say {
					t.Errorf("%q, then %q: %s (say %s), want %s (say %s) as %q", command, said, summary(got), got.Say,
						summary(want), want.Say, plain)
				}
				if got.Say == whole.Say {
					t.Errorf("%q, then %q: asked the same again (%s), want the %s left out", command, said, got.Say, room)
				}
			}
		}
		for _, no := range []string{"not now", "not yet", "not really"} {
			s.n++
			if got := saidInTurn(s.e, fmt.Sprint("left out ", s.n), command, no); got.Outcome != "cancelled" {
				t.Errorf("%q, then %q: %s (say %s), want it cancelled", command, no, summary(got), got.Say)
			}
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}

// TestLeftOutNoneOfTheOptions answers a question of which among the
// devices of a class ("turn on the fan": "Which one: the one in the
// Bathroom or the one in the Living room?") with all but a room none of
// them is in ("except the kitchen", "all except the kitchen", "not the
// kitchen one"): that leaves out nothing, and all of them was never said,
// so the question is asked again. It switched every fan on. All but a room
// one of them is in does the rest.
func TestLeftOutNoneOfTheOptions(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "left none")
	h := hometest.Load(t, "demo")
	asked := 0
	for _, class := range []string{"fan", "ac", "air conditioner", "lamp", "light", "speaker", "blinds", "curtain", "heater", "thermostat"} {
		for _, verb := range []string{"turn on", "turn off"} {
			command := verb + " the " + class
			first := s.ask(command)
			if first.Outcome != "clarify" || len(first.Options) < 2 || len(first.Options) >= index.MaxOptions {
				continue // options past those said may be in any room
			}
			asked++
			in := map[string]bool{}
			for _, o := range first.Options {
				in[o.Room] = true
			}
			for _, r := range h.Rooms {
				room := strings.ToLower(r.Name)
				for _, f := range []string{"except the %s", "all except the %s", "not the %s one", "everything but the %s",
					"apart from the %s one", "yes, all but the %s"} {
					said := fmt.Sprintf(f, room)
					s.n++
					got := saidInTurn(s.e, fmt.Sprint("left none ", s.n), command, said)
					if in[r.ID] {
						if len(got.Actions) == 0 && got.Outcome != "confirm" && got.Outcome != "clarify" {
							t.Errorf("%q, then %q: %s (say %s), want the others", command, said, summary(got), got.Say)
						}
						continue
					}
					if len(got.Actions) > 0 || got.Outcome != "clarify" || got.Say != first.Say {
						t.Errorf("%q, then %q: %s (say %s), want %q asked again", command, said, summary(got), got.Say, first.Say)
					}
				}
			}
		}
	}
	if asked < 2 || s.n < 100 {
		t.Fatalf("%d questions, %d answers: too few to say anything", asked, s.n)
	}
}
