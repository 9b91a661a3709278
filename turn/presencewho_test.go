package turn_test

import (
	"fmt"
	"testing"

	"edge/home/hometest"
)

// TestWhoIsHome: "who is home", "who's in the kitchen", "who is upstairs"
// ask what "is anyone home" and "is anyone in the kitchen" ask (the home
// knows motion, never who); they were not understood.
func TestWhoIsHome(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "who")
	h := hometest.Load(t, "demo")
	places := []string{"home", "at home", "in the house", "upstairs", "downstairs"}
	for _, r := range h.Rooms {
		places = append(places, "in the "+r.Name)
		for _, a := range r.Aliases {
			if a[0] < 0x80 {
				places = append(places, "in the "+a)
			}
		}
	}
	for _, place := range places {
		want := s.ask("is anyone " + place)
		for _, f := range []string{"who is %s", "who's %s", "who is %s right now", "who's %s?", "alexa, who is %s"} {
			said := fmt.Sprintf(f, place)
			s.n++
			if got := s.ask(said); got.Outcome != want.Outcome || got.Say != want.Say || len(got.Actions) > 0 {
				t.Errorf("%q: %s %q, want %s %q as is anyone %s", said, got.Outcome, got.Say, want.Outcome, want.Say, place)
			}
		}
	}
	s.nothing("who is the president", "who is john", "who turned on the light", "who is there", "who is in the kitchen turn on the light")
	if s.n < 100 {
		t.Errorf("%d utterances, want at least 100", s.n)
	}
}
