package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home"
	"edge/home/hometest"
)

// TestLightNeededBare asks for light with no "some", in every room of the
// demo home that has a light, by each of the room's English names, after
// each word of asking for it ("i need light in the garage", "we want
// light in the hall please", "need light in the study"): each switches a
// light on there, as "turn on a light in the garage" does (asking which
// where several are, as it does). It asked whether to turn the light on
// or off. Light not wanted, or liked, does nothing.
func TestLightNeededBare(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "ln")
	h := hometest.Load(t, "demo")
	for _, r := range h.Rooms {
		if !slices.ContainsFunc(h.Devices, func(d home.Device) bool { return d.Room == r.ID && d.Type == "light" }) {
			continue
		}
		for _, place := range englishNames(r.Name, r.Aliases) {
			plain := fmt.Sprintf("turn on a light in the %s", place)
			want := s.ask(plain)
			for _, f := range []string{"i need light in the %s", "we need light in the %s", "need light in the %s", "i want light in the %s",
				"we want light in the %s please", "please, i need light in the %s", "i need light in the %s now",
				"hey, we need light in the %s"} {
				said := fmt.Sprintf(f, place)
				s.n++
				if got := s.ask(said); summary(got) != summary(want) || got.Say != want.Say {
					t.Errorf("%q: %s (%s), want %s (%s) as %q", said, summary(got), got.Say, summary(want), want.Say, plain)
				}
			}
		}
	}
	if s.n < 100 {
		t.Errorf("%d utterances, want at least 100", s.n)
	}
	s.nothing("i don't need light in the garage", "i like light in the garage", "we don't want light in the hall",
		"there is light in the garage", "do you need light in the garage", "i need light off in the garage tomorrow")
}
