package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestWarmthOfALightByAnyName makes every light of the demo home that has a
// colour temperature warmer or cooler by each of its names, also one with
// no class word or one that ends in a colour ("make big white cooler",
// "big white a bit warmer please"): its colour temperature changes, as
// "make the living room ceiling light cooler" does; it was "Big can't do
// that". A light without one, or a room, is not given one.
func TestWarmthOfALightByAnyName(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "nw")
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "color_temp") {
			continue
		}
		for _, name := range englishNames(d.Name, d.Aliases) {
			for _, rel := range []string{"cooler", "warmer", "a bit warmer", "a bit cooler", "a lot cooler", "a little warmer", "much warmer"} {
				plain := fmt.Sprintf("make the %s %s", strings.ToLower(d.Name), rel)
				for _, frame := range []string{"make the %s %s", "make %s %s", "%s %s", "%s %s please", "can you make %s %s"} {
					s.same(fmt.Sprintf(frame, name, rel), plain)
				}
			}
		}
	}
	if s.n < 100 {
		t.Errorf("%d utterances, want at least 100", s.n)
	}
	s.nothing("make the kitchen light warmer", "make the hall light cooler", "make the dining light warmer")
	for _, text := range []string{"make the bedroom warmer", "make the lounge cooler"} {
		if r := s.ask(text); len(r.Actions) != 1 || !strings.HasPrefix(r.Actions[0].Device, "climate.") {
			t.Errorf("%q → %s, want its AC's temperature", text, summary(r))
		}
	}
}
