package turn_test

import (
	"fmt"
	"testing"

	"edge/turn"
)

// TestAirQualityAsked: the air quality of a place is what its air sensor
// measures, its CO2 ("what's the air quality in the kitchen", 厨房空气质量
// 怎么样); it could not find "air quality" (找不到“空气质量”).
func TestAirQualityAsked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "air")
	frames := []string{"what's the air quality in %s", "how is the air quality in %s", "what is the air quality like in %s",
		"tell me the air quality in %s", "check the air quality in %s", "air quality in %s", "how's the air quality in %s please"}
	for _, place := range []string{"the kitchen", "kitchen"} {
		want := s.ask("what is the co2 level in " + place)
		if want.Outcome != turn.Answer || len(want.Reads) != 1 {
			t.Fatalf("the co2 level in %s: %s %q", place, want.Outcome, want.Say)
		}
		for _, f := range frames {
			said := fmt.Sprintf(f, place)
			s.n++
			if got := s.ask(said); got.Outcome != turn.Answer || fmt.Sprint(got.Reads) != fmt.Sprint(want.Reads) {
				t.Errorf("%q: %s %q, want %q", said, got.Outcome, got.Say, want.Say)
			}
		}
	}
	want := s.ask("厨房二氧化碳多少")
	for _, f := range []string{"厨房空气质量怎么样", "厨房的空气质量怎么样", "查一下厨房的空气质量", "厨房空气质量好吗", "厨房空气质量如何", "厨房的空气质量是多少"} {
		s.n++
		if got := s.ask(f); got.Outcome != turn.Answer || fmt.Sprint(got.Reads) != fmt.Sprint(want.Reads) {
			t.Errorf("%q: %s %q, want %q", f, got.Outcome, got.Say, want.Say)
		}
	}
	// Where no sensor reads it, it is said so, and nothing is done.
	for _, place := range []string{"the bedroom", "the study", "the garage"} {
		for _, f := range frames {
			said := fmt.Sprintf(f, place)
			s.n++
			if got := s.ask(said); len(got.Actions) > 0 || len(got.Reads) > 0 {
				t.Errorf("%q: %s %q, want none read", said, summary(got), got.Say)
			}
		}
	}
	if s.n < 35 {
		t.Errorf("%d utterances, want at least 35", s.n)
	}
}
