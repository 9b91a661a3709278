package turn_test

import (
	"fmt"
	"slices"
	"strings"
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

// TestSoftOfIt says a thing named before made softer or harsher by a
// reference ("make it softer", "make them a bit harsher") is dimmed or
// brightened where it is a light, as "make it dimmer" does, and made
// quieter or louder where it plays, as "make it quieter" does: a lamp was
// asked "Did you mean Study speaker?".
func TestSoftOfIt(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "soft it")
	var lights []string
	for _, d := range hometest.Load(t, "demo").Devices {
		if d.Type == "light" && slices.Contains(d.Capabilities, "brightness") {
			lights = append(lights, d.Name)
		}
	}
	befores := map[string]string{"play music on the study speaker": "quieter", "turn on the tv": "quieter", "turn the tv on": "quieter",
		"turn on the bedroom lights": "dimmer"}
	for _, l := range lights {
		befores["turn on the "+l] = "dimmer"
		befores["set the "+l+" to 50"] = "dimmer"
	}
	louder := map[string]string{"quieter": "louder", "dimmer": "brighter"}
	forms := []string{"make it %s", "make it a bit %s", "can you make it %s please", "make them %s", "make it a little %s"}
	for before, plain := range befores {
		for _, f := range forms {
			for said, as := range map[string]string{"softer": plain, "gentler": plain, "harsher": louder[plain], "more harsh": louder[plain]} {
				s.n++
				want := summary(saidInTurn(s.e, "soft it plain "+before+f+said, before, fmt.Sprintf(f, as)))
				got := summary(saidInTurn(s.e, "soft it "+before+f+said, before, fmt.Sprintf(f, said)))
				if got != want || !strings.HasPrefix(want, "planned") {
					t.Errorf("%q after %q: %s, want %s as %q", fmt.Sprintf(f, said), before, got, want, fmt.Sprintf(f, as))
				}
			}
		}
	}
	if s.n < 200 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
