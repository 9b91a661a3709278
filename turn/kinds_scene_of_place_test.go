package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestSceneOfAPlaceAlone says a place alone with a verb of setting and no
// value ("客厅调一下", "把客厅设置一下", "set the living room", "adjust the
// lounge"), in every room of the demo home by each of its names: no scene
// kept there is activated (the living room's movie scene was), and nothing
// is done. A scene said by its name is activated as before.
func TestSceneOfAPlaceAlone(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "sceneofplace")
	zh := map[string]bool{}
	rooms := map[string]bool{}
	for _, r := range hometest.Load(t, "demo").Rooms {
		rooms[strings.ToLower(r.Name)] = true
		for _, a := range r.Aliases {
			if a[0] >= 0x80 {
				zh[a] = true
			} else {
				rooms[a] = true
			}
		}
	}
	for room := range zh {
		for _, f := range []string{"%s调一下", "调一下%s", "把%s调一下", "%s的设置一下", "%s的也调一下", "嗯 %s调一下吧"} {
			s.nothing(fmt.Sprintf(f, room))
		}
	}
	for room := range rooms {
		for _, f := range []string{"set the %s", "adjust the %s", "change the %s", "please set the %s"} {
			s.nothing(fmt.Sprintf(f, room))
		}
	}
	for _, said := range []string{"开电影模式", "启动观影模式", "客厅切换到观影模式", "set movie mode", "set the living room to movie mode", "activate movie time"} {
		s.n++
		if got := summary(s.ask(said)); got != "planned: scene.movie activate planned" {
			t.Errorf("%q: %s, want the movie scene", said, got)
		}
	}
	if s.n < 100 {
		t.Fatalf("%d utterances, want at least 100", s.n)
	}
}
