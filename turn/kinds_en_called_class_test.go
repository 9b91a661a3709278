package turn_test

import (
	"strings"
	"testing"
)

// TestCalledPlaceClass says a place of the demo home called after a
// greeting before a command of a thing said by its class word alone, or
// of a quantity with no thing said ("hello garage open the door", "hey
// garage, close the door", "hi bathroom turn on the fan", "hey bedroom
// set the temperature to 22"), is the command in that place, for every
// room and each kind of thing it has: the garage's door is its garage
// door, as "open the door in the garage" is. "hello garage open the door"
// asked to unlock the front door lock, "hey garage close the door" locked
// it, "open the door in the garage" found no door, and "hey bedroom set
// the temperature to 22" asked which room.
func TestCalledPlaceClass(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "called class")
	commands := map[string][]string{
		"living room": {"turn on the fan", "turn off the fan", "close the curtain", "open the curtains", "turn on the tv",
			"turn off the ac", "turn the ac on", "turn the volume up", "set the temperature to 22", "turn on the light"},
		"kitchen":     {"turn on the light", "turn off the lights", "set the brightness to 40"},
		"dining room": {"turn on the light", "dim the light", "set the brightness to 20"},
		"hall":        {"turn on the light", "switch off the light"},
		"garage":      {"open the door", "close the door", "turn on the light", "shut the door"},
		"garden":      {"turn on the lights", "start the mower", "turn the lights off"},
		"study":       {"turn on the lamp", "turn off the light", "turn the volume down", "turn up the volume"},
		"bedroom": {"close the blinds", "open the blinds", "turn on the ac", "turn off the humidifier", "set the temperature to 22",
			"set the brightness to 20", "set humidity to 50", "turn off the light"},
		"kids room": {"turn on the heater", "turn off the heater", "turn on the light"},
		"bathroom":  {"turn on the fan", "turn off the fan", "turn on the light"},
		"landing":   {"turn on the light", "turn off the light"},
	}
	for place, cs := range commands {
		for _, c := range cs {
			for _, g := range []string{"hello %s ", "hi %s, ", "hey %s "} {
				s.same(strings.Replace(g, "%s", place, 1)+c, c+" in the "+place)
			}
		}
	}
	for _, g := range []string{"hello garage", "hey garage,", "hi garage", "ok garage"} {
		s.same(g+" open the door", "open the garage door")
		s.same(g+" close the door", "close the garage door")
	}
	s.same("open the door in the garage", "open the garage door")
	s.same("hey bedroom set the temperature to 22", "set the bedroom ac to 22")
	for _, c := range []string{"lock the door", "unlock the door", "open the door"} {
		s.same("hey kitchen "+c, c)
		s.n++
		if got := summary(s.ask(c + " in the garage")); strings.Contains(got, "lock.") || !strings.HasPrefix(got, "not_understood") && !strings.Contains(got, "cover.garage_door") {
			t.Errorf("%q: %s, want the garage door or nothing", c+" in the garage", got)
		}
	}
	if s.n < 150 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
