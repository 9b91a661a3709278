package turn_test

import "testing"

// TestSlowestStillTurns sets the demo's fan to its lowest or its highest
// speed, in every way of saying the speed and the least: the lowest is
// the slowest speed that still turns (1%), as the dimmest light is still
// on: "the lowest speed" and 风扇风速调到最小 set it to 0%, a fan stopped.
func TestSlowestStillTurns(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "slowest")
	for _, text := range []string{"set the fan to the lowest speed", "set the fan speed to minimum", "fan speed minimum",
		"turn the fan down to the lowest", "风扇风速调到最小", "风扇调到最低", "把风扇风速调到最低",
		"风扇开到最小"} {
		s.n++
		if got := summary(s.ask(text)); got != "planned: fan.living set speed=1 planned" {
			t.Errorf("%q: %s, want the fan at 1%%", text, got)
		}
	}
	for _, text := range []string{"set the fan to the highest speed", "fan speed max", "风扇开到最大"} {
		s.n++
		if got := summary(s.ask(text)); got != "planned: fan.living set speed=100 planned" {
			t.Errorf("%q: %s, want the fan at 100%%", text, got)
		}
	}
}
