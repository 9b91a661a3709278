package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestAnyMoreInTwoWords says a thing no longer needed with "any more" in
// two words, of every name of every demo device that switches ("we don't
// need the kitchen light any more", "i don't need the tv any more
// thanks"): it is switched off, as "anymore" in one word does; "more"
// raised it and "don't" took that back ("OK, I won't raise Kitchen light
// by 10%.").
func TestAnyMoreInTwoWords(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "anymore")
	ways := []string{"we don't need the %s any more", "i don't need the %s any more", "i don't need the %s any more thanks",
		"we don't need the %s any more, thank you", "alexa we don't need the %s any more please"}
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range englishNames(d.Name, d.Aliases) {
			plain := "we don't need the " + name + " anymore"
			if got := summary(s.ask(plain)); !runs(got) {
				continue // the kind in one word is another's
			}
			for _, w := range ways {
				s.same(strings.ReplaceAll(w, "%s", name), plain)
			}
		}
	}
	s.nothing("is there any more", "any more")
	if s.n < 100 {
		t.Errorf("%d ways, want at least 100", s.n)
	}
}
