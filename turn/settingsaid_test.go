package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestSettingSaid: a thermostat's setting said by its own words ("the
// target temperature", "the temperature setting", "the setpoint") is what
// it is set to: asked, its target temperature (never the temperature it
// measures); in a command, the temperature set.
func TestSettingSaid(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "setting")
	things := []string{"the bedroom ac", "the living room ac", "the air conditioner", "the thermostat in the bedroom"}
	settings := []string{"target temperature", "desired temperature", "temperature setting", "set temperature", "setpoint", "set point"}
	for _, thing := range things {
		plain := s.ask("what is " + thing + " set to")
		if plain.Outcome != turn.Answer || !strings.Contains(plain.Say, "target temperature") {
			t.Fatalf("what is %s set to: %s %q", thing, plain.Outcome, plain.Say)
		}
		for _, setting := range settings {
			for _, q := range []string{"what is the %s of %s", "what's the %s of %s", "tell me the %s of %s", "what is %[2]s's %[1]s", "what's the %s on %s"} {
				said := fmt.Sprintf(q, setting, thing)
				s.n++
				if got := s.ask(said); got.Outcome != turn.Answer || got.Say != plain.Say {
					t.Errorf("%q: %s %q, want %q", said, got.Outcome, got.Say, plain.Say)
				}
			}
			for _, c := range []string{"set the %s of %s to 22", "change the %s of %s to 22 degrees", "raise the %s of %s"} {
				said := fmt.Sprintf(c, setting, thing)
				s.same(said, strings.Replace(fmt.Sprintf(c, "temperature", thing), "the temperature of ", "", 1))
			}
		}
	}
	for _, room := range []string{"bedroom", "living room"} {
		for _, setting := range append(settings[:3:3], "thermostat setting", "setpoint") {
			said := fmt.Sprintf("what's the %s in the %s", setting, room)
			want := s.ask("what temperature is the " + room + " set to")
			s.n++
			if got := s.ask(said); got.Outcome != turn.Answer || fmt.Sprint(got.Reads) != fmt.Sprint(want.Reads) {
				t.Errorf("%q: %s %q, want %q", said, got.Outcome, got.Say, want.Say)
			}
		}
	}
	// Measured, not set: the temperature alone is still what it reads.
	for _, thing := range things[:2] {
		s.n++
		if got := s.ask("what is the temperature of " + thing); strings.Contains(got.Say, "target") {
			t.Errorf("what is the temperature of %s: %q, want what it measures", thing, got.Say)
		}
	}
	if s.n < 200 {
		t.Errorf("%d utterances, want at least 200", s.n)
	}
}
