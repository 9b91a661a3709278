package turn_test

import (
	"fmt"
	"testing"
)

// TestGoHomeNothingNamed says "go home", "return home" and the like with
// nothing named, in the demo home that has a vacuum and a mower: which of
// them is asked; it docked both, "home" read as every thing of the home
// ("go back home" named a thing called "back"). Said in the room of one
// ("go home" in the living room) it is that one; "send everything home"
// is both, and a thing named is that thing; so is each of a list sent
// home ("send the vacuum and the mower home": "mower home" was a name not
// found).
func TestGoHomeNothingNamed(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "go home")
	var n int
	for _, verb := range []string{"go", "return", "go back", "return back"} {
		for _, f := range []string{"%s home", "%s home please", "%s home now", "ok %s home", "please %s home", "now %s home"} {
			for _, room := range []string{"", "living"} {
				text := fmt.Sprintf(f, verb)
				got := summary(s.askIn(text, room))
				n++
				switch {
				case room == "" && got != "clarify: ":
					t.Errorf("%q: %s, want which asked", text, got)
				case room == "living" && got != "planned: vacuum.robot dock planned":
					t.Errorf("%q in the living room: %s, want the vacuum docked", text, got)
				}
			}
		}
	}
	s.same("send everything home", "dock the mower and the vacuum")
	for _, said := range []string{"send the vacuum and the mower home", "send the vacuum and mower home", "send the vacuum and the mower back home",
		"return the vacuum and the mower to base", "send the vacuum home and the mower home"} {
		s.same(said, "dock the vacuum and the mower")
	}
	s.same("vacuum go back home", "send the vacuum home")
	s.same("return home mower", "send the mower home")
	if n < 40 {
		t.Errorf("%d utterances, want at least 40", n)
	}
}
