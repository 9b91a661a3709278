package turn_test

import (
	"strings"
	"testing"
)

// TestCalledPlaceDoorThatCannot says a command to lock or unlock the door
// after a greeting to the garage of the demo home, whose door is its
// garage door and has no lock ("hey garage lock the door", "hello garage,
// unlock the door please", "ok garage can you lock the door"), with every
// greeting and way of asking: no lock is locked or asked of, and nothing
// is done; "hey garage lock the door" locked the front door and "hey
// garage unlock the door" asked to unlock it. The garage door still opens
// and closes so called, and "hey kitchen lock the door", where the kitchen
// has no door, is the front door lock.
func TestCalledPlaceDoorThatCannot(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "called far")
	for _, g := range []string{"hey garage ", "hello garage, ", "hi garage ", "ok garage ", "garage, ", "hey there garage "} {
		for _, c := range []string{"lock the door", "unlock the door", "lock the door please", "please unlock the door",
			"can you lock the door", "could you unlock the door", "lock up the door", "lock the door now", "um lock the door",
			"would you please unlock the door", "the door, lock it", "make sure the door is locked"} {
			for _, after := range []string{"", " thanks", " right now"} {
				said := g + c + after
				s.n++
				r := s.ask(said)
				got := summary(r)
				for _, o := range r.Options {
					got += " option " + o.ID
				}
				if strings.Contains(got, "lock.") || len(r.Actions) > 0 {
					t.Errorf("%q: %s (say %s), want no lock reached and nothing done", said, got, r.Say)
				}
			}
		}
	}
	for _, g := range []string{"hey garage ", "hello garage, "} {
		s.same(g+"open the door", "open the garage door")
		s.same(g+"close the door", "close the garage door")
	}
	s.same("hey kitchen lock the door", "lock the front door")
	if s.n < 200 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
