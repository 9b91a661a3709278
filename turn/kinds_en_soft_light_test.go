package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestSoftLight says a light of the demo home that dims, by each of its
// English names and by the lights of a room, made softer or harsher ("can
// you make the lights a bit softer", "make the study lamp softer", "make
// the kitchen light less harsh"): it is dimmed or brightened as "dimmer"
// and "brighter" do, where softer was read as quieter only ("Study lamp
// can't do that"). A TV or a speaker made softer is still quieter.
func TestSoftLight(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "soft")
	var names []string
	for _, d := range hometest.Load(t, "demo").Devices {
		if d.Type == "light" && slices.Contains(d.Capabilities, "brightness") {
			names = append(names, slices.DeleteFunc(englishNames(d.Name, d.Aliases), func(n string) bool {
				return n == "big white" // no word of it says a light
			})...)
		}
	}
	names = append(names, "bedroom lights", "lights in the study", "living room lights")
	forms := []string{"make the %s %s", "can you make the %s a bit %s", "make the %s a little %s please", "could you make the %s %s",
		"turn the %s %s", "i'd like the %s a bit %s"}
	said := map[string]string{"softer": "dimmer", "less harsh": "dimmer", "gentler": "dimmer", "harsher": "brighter", "more harsh": "brighter"}
	for _, name := range names {
		for _, f := range forms {
			for word, plain := range said {
				s.same(fmt.Sprintf(f, name, word), fmt.Sprintf(f, name, plain))
			}
		}
	}
	for _, name := range []string{"tv", "television", "study speaker", "speaker"} {
		for _, f := range forms[:4] {
			s.same(fmt.Sprintf(f, name, "softer"), fmt.Sprintf(f, name, "quieter"))
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
