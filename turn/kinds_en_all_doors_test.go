package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestAllTheDoorsAsked asks about all the doors of the demo home (a front
// door, a lock and a contact, and a garage door) in many wordings: "are
// all the doors closed", "is every door shut", "are the doors open right
// now?" read the garage door with the front door's contact, and nothing
// acts; the contact alone was read. A command of all the doors with a
// verb of several meanings ("close all the doors", "open every door",
// "shut the doors please") is a sweep, which never reaches a garage door
// or a lock not named: it still does nothing, and "close everything",
// "open everything" and "the door" alone never reach the garage door.
func TestAllTheDoorsAsked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "doors")
	want := []string{"cover.garage_door", "sensor.front_door"}
	asks := []string{"are all the doors %s", "are the doors %s", "is every door %s", "are all doors %s", "are all of the doors %s",
		"is each door %s", "can you check if all the doors are %s", "hey google are all the doors %s"}
	for _, ask := range asks {
		for _, state := range []string{"closed", "shut", "open"} {
			for _, after := range []string{"", "?", " now", " right now?", " please"} {
				text := fmt.Sprintf(ask, state) + after
				s.n++
				r := s.ask(text)
				var got []string
				for _, x := range r.Reads {
					got = append(got, x.Device)
				}
				slices.Sort(got)
				if got = slices.Compact(got); r.Outcome != "answer" || len(r.Actions) > 0 || !slices.Equal(got, want) {
					t.Errorf("%q: %s reads %v (%s), want an answer of %v", text, summary(r), got, r.Say, want)
				}
			}
		}
	}
	doors := []string{"all the doors", "all doors", "the doors", "every door", "all of the doors", "each door", "the doors in the garage"}
	for _, verb := range []string{"close", "shut", "open"} {
		for _, d := range doors {
			for _, lead := range []string{"", "please ", "can you ", "hey edge "} {
				for _, after := range []string{"", " please", " now"} {
					s.nothing(fmt.Sprintf("%s%s %s%s", lead, verb, d, after))
				}
			}
		}
	}
	for _, text := range []string{"close everything", "open everything", "close the door", "open the door", "lock all the doors", "close all the windows"} {
		s.n++
		if r := s.ask(text); slices.ContainsFunc(r.Actions, func(a turn.Action) bool { return strings.HasPrefix(a.Device, "cover.garage") }) {
			t.Errorf("%q: %s, the garage door reached", text, summary(r))
		}
	}
	s.same("close the garage door", "close the garage door")
	if s.n < 350 {
		t.Errorf("%d utterances, want at least 350", s.n)
	}
}
