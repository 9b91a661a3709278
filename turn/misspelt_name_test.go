package turn_test

import (
	"strings"
	"testing"
)

// TestMisspeltClassWordOfAName says the name of a light whose last word
// is its class word ("Kitchen light", "Cabinet light") with that word
// typed amiss ("kitchen ligth", "the hall lihgt"), with every verb and
// form: the one light so called, as said right, never every light of its
// room ("kitchen ligth" switched the cabinet light too, "bedroom ligth"
// three devices). Said as a plural ("the kitchen ligths") it is every one.
func TestMisspeltClassWordOfAName(t *testing.T) {
	e, _, _ := engine(t, "demo")
	names := map[string]string{"kitchen": "light.kitchen", "cabinet": "light.kitchen_cabinet", "hall": "light.hall",
		"garage": "light.garage", "landing": "light.landing", "bathroom": "light.bathroom", "dining": "light.dining",
		"kids room": "light.kids", "study ceiling": "light.study_ceiling"}
	typos := []string{"ligth", "lihgt", "ligt", "lighht"}
	forms := map[string]string{"turn on the %s": "on", "switch off the %s please": "off", "%s off": "off",
		"turn on %s": "on", "can you turn off the %s": "off"}
	want := map[string]func(string) bool{}
	for name, id := range names {
		for _, typo := range typos {
			for form, cmd := range forms {
				want[strings.Replace(form, "%s", name+" "+typo, 1)] = is("planned: " + id + " " + cmd + " planned")
			}
		}
	}
	if len(want) < 150 {
		t.Errorf("%d wordings, want at least 150", len(want))
	}
	want["turn off the kitchen ligths"] = is("planned: light.kitchen off planned, light.kitchen_cabinet off planned")
	askAll(t, e, want, "a misspelt class word of a name")
}
