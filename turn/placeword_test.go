package turn_test

import (
	"strings"
	"testing"

	"edge/turn"
)

// TestPlaceWordAnswered: a value asked of a place said by a word of its own
// ("what is the co2 downstairs") is said with that word ("The CO2 level
// downstairs is 620 ppm."), never "in the downstairs".
func TestPlaceWordAnswered(t *testing.T) {
	s := newSaidOnDemo(t, "place word")
	if got := s.ask("what is the co2 downstairs"); got.Say != "The CO2 level downstairs is 620 ppm." {
		t.Errorf("what is the co2 downstairs: %q", got.Say)
	}
	for _, place := range []string{"upstairs", "downstairs"} {
		for _, attr := range []string{"temperature", "humidity", "co2", "co2 level", "air quality", "brightness", "volume", "battery"} {
			for _, q := range []string{"what is the " + attr + " " + place, "what's the " + attr + " like " + place, place + " " + attr} {
				s.n++
				got := s.ask(q)
				if strings.Contains(got.Say, "the "+place) || got.Outcome == turn.Planned {
					t.Errorf("%q: %s %q", q, got.Outcome, got.Say)
				}
			}
		}
	}
	if got := s.ask("楼下的二氧化碳是多少"); got.Say != "楼下的二氧化碳浓度是620 ppm。" {
		t.Errorf("楼下的二氧化碳是多少: %q", got.Say)
	}
}
