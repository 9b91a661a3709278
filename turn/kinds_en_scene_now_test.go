package turn_test

import (
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/lang"
)

// TestSceneTimeSaid: a scene's own name or alias said to be its time
// ("it's movie time", "it is bedtime", "it's good night") asks about that
// scene, and a yes activates it; nothing acts before the yes. It was a
// question of whether the scene was so: "Movie time can't do that." For
// every name and alias of the demo home's scenes written in English, and
// every word of its time the pack has.
func TestSceneTimeSaid(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	n := 0
	for _, s := range h.Scenes {
		for _, name := range append([]string{s.Name}, s.Aliases...) {
			if name[0] >= 0x80 {
				continue
			}
			for _, w := range lang.For("en").Vocab().SceneNow {
				text := strings.Replace(w, "it s", "it's", 1) + " " + strings.ToLower(name)
				n++
				asked := saidInTurn(e, "scene now "+text, text)
				if asked.Outcome != "clarify" || len(asked.Actions) > 0 || !strings.Contains(asked.Question, s.Name) {
					t.Errorf("%q: %s %q, want %s asked", text, summary(asked), asked.Say+asked.Question, s.Name)
					continue
				}
				if done := saidInTurn(e, "scene now "+text, "yes"); !strings.Contains(summary(done), s.ID+" activate") {
					t.Errorf("%q, yes: %s, want %s activated", text, summary(done), s.ID)
				}
			}
		}
	}
	if n < 20 {
		t.Errorf("%d utterances, want at least 20", n)
	}
}
