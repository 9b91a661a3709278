package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestHeatingIsHeaters says the heating of a room ("heat", "heating",
// 暖气) is whatever heats it, its air conditioner or its heater, in both
// languages: "turn on the heating in the kids room" was "I can't find
// heating" where only a heater is (the English words named air
// conditioners only), "turn the heating on" asked between the two air
// conditioners and left the heater out, and "is the heating on" answered
// of the air conditioners alone. Switched on, the heater asks its yes as
// always (what heats is a hazard); an air conditioner is set to heat.
func TestHeatingIsHeaters(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "heating")
	heater := "confirm: switch.kids_heater on pending"
	on := []string{"turn on the %h in the %r", "switch on the %h in the %r", "turn the %h on in the %r", "put the %h on in the %r",
		"turn on the %r %h", "%r %h on", "can you turn on the %h in the %r", "please switch the %r %h on"}
	off := []string{"turn off the %h in the %r", "switch the %h off in the %r", "turn the %r %h off", "%r %h off", "shut off the %h in the %r"}
	asked := []string{"is the %h on in the %r", "is the %r %h on", "is the %h in the %r off"}
	for _, h := range []string{"heat", "heating", "heater"} {
		for _, r := range []string{"kids room", "nursery"} {
			say := func(f string) string { return strings.NewReplacer("%h", h, "%r", r).Replace(f) }
			for _, f := range on {
				s.n++
				if got := summary(s.ask(say(f))); got != heater {
					t.Errorf("%q: %s, want %s", say(f), got, heater)
				}
			}
			for _, f := range off {
				s.n++
				if got := summary(s.ask(say(f))); got != "planned: switch.kids_heater off planned" {
					t.Errorf("%q: %s, want the heater switched off", say(f), got)
				}
			}
			for _, f := range asked {
				s.n++
				if got := s.ask(say(f)); got.Outcome != "answer" || !strings.Contains(got.Say, "Kids room heater") {
					t.Errorf("%q: %s %q, want the heater's state", say(f), got.Outcome, got.Say)
				}
			}
		}
	}
	for _, text := range []string{"turn the heating on", "switch on the heat", "turn off the heating", "heating off", "shut off the heat",
		"把暖气打开", "暖气关了", "关掉暖气"} {
		s.n++
		got := s.ask(text)
		if got.Outcome != "clarify" || len(got.Options) != 3 || !slices.ContainsFunc(got.Options, func(o turn.Option) bool { return o.ID == "switch.kids_heater" }) {
			t.Errorf("%q: %s %v, want which of the two air conditioners and the heater", text, got.Outcome, got.Options)
		}
	}
	for _, text := range []string{"打开儿童房的暖气", "儿童房暖气开一下", "把儿童房暖气开开"} {
		s.n++
		if got := summary(s.ask(text)); got != heater {
			t.Errorf("%q: %s, want %s", text, got, heater)
		}
	}
	for text, want := range map[string]string{
		"turn on the heating in the bedroom":       "planned: climate.bedroom_ac on planned, climate.bedroom_ac set planned",
		"set the heating to 21 in the living room": "planned: climate.living_ac set temperature=21 planned",
	} {
		s.n++
		if got := summary(s.ask(text)); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
	for text, step := range map[string]float64{"turn the heating up in the bedroom": 1, "turn the heat down in the bedroom": -1,
		"turn the heating up a couple of degrees in the bedroom": 2} {
		s.n++
		got := s.ask(text)
		if len(got.Actions) != 1 || got.Actions[0].Device != "climate.bedroom_ac" || got.Actions[0].Args["temperature_step"] != step {
			t.Errorf("%q: %s %v, want the bedroom AC's temperature by %v", text, summary(got), got.Actions, step)
		}
	}
	if s.n < 100 {
		t.Errorf("%d utterances, want at least 100", s.n)
	}
}
