package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestLetsDoAScene says each scene of the demo home, by each of its English
// names, with "let's do" ("let's do movie mode", "let us do bedtime", "lets
// do the good night scene") and, where the name ends in a word of a scene
// or a mode, "go to" ("go to movie mode", "let's go to the good night
// scene"): it is activated, as "activate movie mode" does; each answered
// "Movie can't do that". "Go to sleep mode", a device's mode, is no scene.
func TestLetsDoAScene(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "ld")
	for _, sc := range hometest.Load(t, "demo").Scenes {
		names := englishNames(sc.Name, sc.Aliases)
		names = append(names, "the "+strings.ToLower(sc.Name)+" scene")
		for _, name := range names {
			plain := "activate " + name
			for _, lead := range []string{"let's do", "lets do", "let us do", "right, let's do", "let's just do"} {
				for _, after := range []string{"", " please", " now"} {
					s.same(fmt.Sprintf("%s %s%s", lead, name, after), plain)
				}
			}
			if strings.HasSuffix(name, "mode") || strings.HasSuffix(name, "scene") {
				for _, lead := range []string{"go to", "let's go to", "please go to", "can we go to"} {
					s.same(fmt.Sprintf("%s %s", lead, name), plain)
				}
			}
		}
	}
	s.nothing("go to sleep mode", "what do you do")
	if s.n < 80 {
		t.Errorf("%d utterances, want at least 80", s.n)
	}
}
