package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestSceneNamedAlone: a scene said with the word of its kind ("the good
// night scene", "movie mode scene please") is activated, as "activate good
// night" does; it asked on or off, or was not understood. After a command
// it is still the scene, never that command done on it ("turn off the
// tv", then "the good night scene" said "Good night can't do that").
func TestSceneNamedAlone(t *testing.T) {
	s := newSaidOnDemo(t, "scene named")
	for _, scene := range []string{"good night", "bedtime", "movie mode", "movie time"} {
		for i, f := range []string{"hey google %s scene", "the %s scene", "%s scene", "%s scene please", "the %s scene please", "um the %s scene"} {
			said := fmt.Sprintf(f, scene)
			s.same(said, "activate "+scene)
			if i == 0 {
				continue
			}
			want := summary(s.ask("activate " + scene))
			for i, before := range []string{"turn off the tv", "turn on the kitchen light", "dim the bedside lamp", "what's the temperature in the bedroom"} {
				s.n++
				session := fmt.Sprintf("scene after %d %s", i, said)
				s.e.Ask(context.Background(), turn.Request{Text: before, Session: session, DryRun: true})
				if got := summary(s.e.Ask(context.Background(), turn.Request{Text: said, Session: session, DryRun: true})); got != want {
					t.Errorf("%q after %q: %s, want %s", said, before, got, want)
				}
			}
		}
	}
	s.nothing("the lamp scene", "the kitchen scene please")
	if s.n < 100 {
		t.Errorf("%d wordings, want at least 120", s.n)
	}
}
