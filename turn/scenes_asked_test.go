package turn_test

import (
	"context"
	"strings"
	"testing"

	"edge/turn"
)

// TestScenesAsked: a question of the scenes, said every way in both
// languages ("what scenes are there", "list the scenes", 有哪些场景),
// names the home's scenes and does nothing; it said "I can't find
// “scenes”", or every device's state. A home with none says so.
func TestScenesAsked(t *testing.T) {
	s := newSaidOnDemo(t, "scenes")
	asked := map[string][]string{
		"The scenes are Good night and Movie mode.": {"what scenes are there", "list the scenes", "which scenes do i have", "what scenes can you activate",
			"what scenes do you have", "tell me the scenes", "what are the scenes", "which scenes are there?", "hey google, what scenes are there", "list all scenes"},
		"场景有：晚安模式、观影模式。": {"有哪些场景", "场景有哪些", "都有什么场景", "有什么场景", "家里有哪些场景", "场景都有哪些", "有哪些场景啊"},
	}
	for want, said := range asked {
		for _, text := range said {
			if r := s.ask(text); r.Outcome != turn.Answer || r.Say != want || len(r.Actions) > 0 {
				t.Errorf("%q: %s %q, want %q", text, r.Outcome, r.Say, want)
			}
		}
	}
	x := newTimed(t) // the safe flat: one scene
	if r := x.ask("what scenes are there", "s"); !strings.Contains(r.Say, "Leaving home") {
		t.Errorf("safe flat: %q", r.Say)
	}
	e, _, _ := engine(t, "answers") // no scenes
	if r := e.Ask(context.Background(), turn.Request{Text: "list the scenes", Session: "s", DryRun: true}); r.Say != "This home has no scenes." {
		t.Errorf("no scenes: %s %q", r.Outcome, r.Say)
	}
}
