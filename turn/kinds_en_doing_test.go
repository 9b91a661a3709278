package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestWhatADeviceIsDoing asks what a device of the demo home is doing,
// whether the vacuum is charging or docked, and where it is, with several
// names and courtesies: its state is answered, as "what is the robot
// vacuum" is, never an action and never a name not found.
func TestWhatADeviceIsDoing(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	var texts []string
	for _, name := range []string{"the robot vacuum", "the vacuum", "robot vacuum", "the tv", "the front door lock"} {
		frames := []string{"what is %s doing", "what's %s doing", "where is %s", "where's %s"}
		if strings.Contains(name, "vacuum") {
			frames = append(frames, "is %s charging", "is %s docked", "is %s docking")
		}
		for _, f := range frames {
			for _, before := range []string{"", "hey, ", "can you tell me "} {
				texts = append(texts, before+fmt.Sprintf(f, name))
			}
		}
	}
	if len(texts) < 80 {
		t.Errorf("%d utterances, want at least 80", len(texts))
	}
	for i, text := range texts {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("do%d", i), DryRun: true})
		if got := summary(r); r.Outcome != "answer" || runs(got) {
			t.Errorf("%q → %s (say %s), want its state answered", text, got, r.Say)
		}
	}
	for i, text := range []string{"where is the kitchen", "what are you doing", "where is my phone", "is the vacuum charging the lamp"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("nd%d", i), DryRun: true})
		if got := summary(r); r.Outcome == "answer" || runs(got) {
			t.Errorf("%q → %s (say %s), want no state answered", text, got, r.Say)
		}
	}
}
