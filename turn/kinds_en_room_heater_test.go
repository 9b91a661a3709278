package turn_test

import (
	"fmt"
	"testing"
)

// TestColdRoomWithAHeater complains that the demo home's kids room, by each
// of its names, is cold, or asks it warmed ("it's a bit chilly in the kids
// room", "it's freezing in the nursery", "warm up the kids room", "heat the
// nursery please"): its heater is offered on, bound to a yes, as a room's
// AC is offered raised for the same words; it was "Nothing in Kids room
// sets the temperature". A kitchen, whose kettle heats, is offered nothing,
// and neither is a room said to be too hot.
func TestColdRoomWithAHeater(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "rh")
	frames := []string{"it's cold in the %s", "it's a bit chilly in the %s", "it's freezing in the %s", "it's too cold in the %s",
		"i'm cold in the %s", "warm up the %s", "heat the %s", "make the %s warmer", "heat up the %s please", "can you warm the %s up"}
	for _, room := range []string{"kids room", "nursery", "kids' room"} {
		for _, frame := range frames {
			for _, before := range []string{"", "hey, ", "um "} {
				text := before + fmt.Sprintf(frame, room)
				s.n++
				r := s.ask(text)
				if r.Outcome != "confirm" || len(r.Actions) != 1 || r.Actions[0].Device != "switch.kids_heater" || r.Actions[0].Command != "on" {
					t.Errorf("%q → %s (say %s), want the kids room heater offered on", text, summary(r), r.Say)
				}
			}
		}
	}
	if s.n < 80 {
		t.Errorf("%d utterances, want at least 80", s.n)
	}
	s.nothing("it's cold in the kitchen", "warm up the kitchen", "it's too hot in the kids room", "cool down the kids room",
		"don't warm up the kids room")
}
