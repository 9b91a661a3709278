package turn_test

import (
	"strings"
	"testing"
)

// TestChangeOfRoomItLacks says a change asked of a room by its name,
// where nothing there sets what it changes ("make the kids room cooler",
// "heat the kitchen", "make the hall louder", 把厨房调暖一点), is told so,
// as the wish "it's too hot in the kids room" is: "I can't find kids
// room" was said of a room of the home. Nothing is done, and nothing
// elsewhere. Warming a room whose only heat is a heater offers it on
// (TestColdRoomWithAHeater).
func TestChangeOfRoomItLacks(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "lacks")
	warm := []string{"make the %r warmer", "heat the %r", "heat up the %r", "warm up the %r", "make the %r a bit warmer",
		"can you make the %r warmer", "please heat the %r", "make the %r cooler", "cool down the %r"}
	loud := []string{"make the %r louder", "make the %r quieter", "turn the %r up", "turn up the volume in the %r"}
	check := func(f, r, lacks string) {
		text := strings.ReplaceAll(f, "%r", r)
		s.n++
		got := s.ask(text)
		if len(got.Actions) > 0 || got.Outcome != "not_understood" || !strings.HasPrefix(got.Say, "Nothing in ") || !strings.HasSuffix(got.Say, "sets the "+lacks+".") {
			t.Errorf("%q: %s %q, want the room said to lack the %s", text, summary(got), got.Say, lacks)
		}
	}
	for _, r := range []string{"kitchen", "dining room", "hall", "study", "kids room", "nursery", "bathroom", "landing"} {
		for _, f := range warm {
			if (r == "kids room" || r == "nursery") && !strings.Contains(f, "cool") {
				continue // its heater is offered
			}
			check(f, r, "temperature")
		}
	}
	for _, r := range []string{"kitchen", "dining room", "hall", "bedroom", "kids room", "bathroom"} {
		for _, f := range loud {
			if f == "turn the %r up" {
				continue // a level of whatever there is
			}
			check(f, r, "volume")
		}
	}
	for _, text := range []string{"把厨房调暖一点", "让餐厅暖和一点", "把书房温度调高一点"} {
		s.n++
		if got := s.ask(text); len(got.Actions) > 0 || !strings.Contains(got.Say, "没有能调温度的设备") {
			t.Errorf("%q: %s %q, want the room said to lack it", text, summary(got), got.Say)
		}
	}
	for text, want := range map[string]string{"make the bedroom warmer": "planned: climate.bedroom_ac set planned",
		"heat the living room": "planned: climate.living_ac set planned"} {
		s.n++
		if got := summary(s.ask(text)); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
	if s.n < 80 {
		t.Errorf("%d utterances, want at least 80", s.n)
	}
}
