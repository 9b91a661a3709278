package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home"
	"edge/home/hometest"
)

// TestTerseValueThenPlace says a thing by its class word, the value it is
// to have with no verb, and its room after the value, for every device of
// the demo home set by a number (an air conditioner's temperature, a
// light's brightness, a blind's or curtain's position, a fan's speed), in
// every room it is in, by each of its English names ("ac to 22 in the
// bedroom", "the lights to 50 in the kitchen please", "blinds at 40 in
// the bedroom", "fan 30 in the lounge"): each sets it as "set the ac in
// the bedroom to 22" does. A place after a number with no unit was not
// understood. A time after the value is no place ("lights to 50 in ten
// minutes" names no room and asks which), and a room with nothing of that
// class does nothing.
func TestTerseValueThenPlace(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "tp")
	h := hometest.Load(t, "demo")
	classOf := map[string]struct {
		cap    string
		words  []string
		values []int
	}{
		"light":   {"brightness", []string{"light", "lights"}, []int{30, 50, 75}},
		"climate": {"thermostat", []string{"ac", "air conditioner"}, []int{18, 22, 26}},
		"blind":   {"position", []string{"blinds"}, []int{20, 40}},
		"curtain": {"position", []string{"curtain", "curtains"}, []int{20, 40}},
		"fan":     {"fan_speed", []string{"fan"}, []int{30, 60}},
	}
	for _, d := range h.Devices {
		c, ok := classOf[d.Type]
		if !ok || !slices.Contains(d.Capabilities, c.cap) {
			continue
		}
		room := h.Rooms[slices.IndexFunc(h.Rooms, func(r home.Room) bool { return r.ID == d.Room })]
		for _, place := range englishNames(room.Name, room.Aliases) {
			for _, word := range c.words {
				for _, v := range c.values {
					plain := fmt.Sprintf("set the %s in the %s to %d", word, place, v)
					for _, f := range []string{"%[1]s to %[3]d in the %[2]s", "the %[1]s to %[3]d in the %[2]s", "%[1]s to %[3]d in the %[2]s please",
						"%[1]s at %[3]d in the %[2]s", "%[1]s %[3]d in the %[2]s", "hey, %[1]s to %[3]d in the %[2]s"} {
						s.same(fmt.Sprintf(f, word, place, v), plain)
					}
				}
			}
		}
	}
	if s.n < 150 {
		t.Errorf("%d utterances, want at least 150", s.n)
	}
	s.nothing("lights to 50 in ten minutes", "ac to 22 in the garage", "kitchen to 50 in the bedroom", "ac to 22 in the bedroom, not now",
		"blinds to 40 in the garden")
}
