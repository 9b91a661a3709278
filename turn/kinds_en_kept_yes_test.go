package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestKeptAfterYes answers the question of a command on all the lights of
// the demo home ("Turn off 15 devices …? Answer yes or no, or ask which
// ones.") with a yes and a thing left as it is, for every room with a
// light and every light by its name: "yes, keep the hall on", "yeah leave
// the kitchen on", "yeah, leave the hall light on", "yes and keep the study
// lamp on", "sure, keep the kitchen on please". Each does what "except the
// hall" does: the question asked again without it. A yes with it switched
// the hall light on, a command carried by the yes, and the lights asked
// about were left as they were. "keep the hall on" alone is still the
// command, and a yes alone still confirms.
func TestKeptAfterYes(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "kept yes")
	h := hometest.Load(t, "demo")
	lit := map[string]bool{}
	var lights []string
	for _, d := range h.Devices {
		if strings.HasPrefix(d.ID, "light.") {
			lit[d.Room] = true
			lights = append(lights, strings.ToLower(d.Name))
		}
	}
	var rooms []string
	for _, r := range h.Rooms {
		if lit[r.ID] {
			rooms = append(rooms, strings.ToLower(r.Name))
		}
	}
	forms := []string{"yes, keep the %s KEPT", "yes keep the %s KEPT", "yeah leave the %s KEPT", "yeah, leave the %s KEPT",
		"yeah, keep the %s KEPT please", "yes and leave the %s KEPT", "sure, keep the %s KEPT", "yep, leave the %s KEPT",
		"um yes keep the %s KEPT"}
	for _, command := range []string{"turn off all the lights", "turn on all the lights"} {
		whole := s.ask(command)
		kept := "on" // the state of what is left out
		if strings.Contains(command, " on ") {
			kept = "off"
		}
		for _, thing := range append(rooms, lights...) {
			plain := "except the " + thing
			want := saidInTurn(s.e, fmt.Sprint("kept yes plain ", command, thing), command, plain)
			for _, f := range forms {
				said := strings.ReplaceAll(fmt.Sprintf(f, thing), "KEPT", kept)
				s.n++
				got := saidInTurn(s.e, fmt.Sprint("kept yes ", s.n), command, said)
				if summary(got) != summary(want) || got.Say != want.Say {
					t.Errorf("%q, then %q: %s (say %s), want %s (say %s) as %q", command, said, summary(got), got.Say,
						summary(want), want.Say, plain)
				}
				if got.Say == whole.Say {
					t.Errorf("%q, then %q: asked the same again, want the %s left out", command, said, thing)
				}
				for _, a := range got.Actions {
					if a.Command == kept {
						t.Errorf("%q, then %q: %s, want nothing switched %s", command, said, summary(got), kept)
					}
				}
			}
		}
		s.n++
		if got := saidInTurn(s.e, fmt.Sprint("kept yes alone ", command), command, "yes"); !strings.HasPrefix(summary(got), "planned") {
			t.Errorf("%q, then yes: %s, want it done", command, summary(got))
		}
	}
	s.n++
	if got := summary(s.ask("keep the hall light on")); got != "planned: light.hall on planned" {
		t.Errorf("%q: %s, want the hall light switched on", "keep the hall light on", got)
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
