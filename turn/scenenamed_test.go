package turn_test

import (
	"fmt"
	"testing"
)

// TestSceneNamedAlone: a scene named with its kind word and nothing else
// asked ("the good night scene", "movie time scene please") is activated,
// as "activate good night" is: it asked "Turn Good night on or off?".
func TestSceneNamedAlone(t *testing.T) {
	s := newSaidOnDemo(t, "scene named")
	for _, scene := range []string{"good night", "bedtime", "movie mode", "movie time"} {
		for _, f := range []string{"the %s scene", "%s scene", "%s scene please", "the %s scene please", "um the %s scene", "hey google %s scene"} {
			s.same(fmt.Sprintf(f, scene), "activate "+scene)
		}
	}
	s.nothing("the lamp scene", "the kitchen scene please")
	if s.n < 26 {
		t.Errorf("%d wordings, want at least 26", s.n)
	}
}
