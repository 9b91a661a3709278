package turn_test

import (
	"context"
	"testing"

	"edge/turn"
)

// TestFollowUpOpened: a follow-up that only names, opened by the words
// that open what people say ("oh and the hall light", "ok and …", "well,
// … too", "alright, … too", "yeah and …"), after every command of a list,
// is that command on what is named, as the command said of it does: the
// opening words were read as names and it was not understood. With no
// command before, nothing is done.
func TestFollowUpOpened(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	openers := []string{"oh and %s", "oh, %s too", "ok and %s", "okay, and %s", "alright, %s too", "oh also %s", "well, %s too",
		"yeah and %s", "so, %s as well", "right, and %s", "oh and %s too please", "anyway, %s too", "oh yeah, and %s"}
	n := followedAsSaid(t, ask, []followCmd{
		{"turn on the study lamp", "turn on %s", []string{"the bedside lamp", "the hall light", "the reading lamp"}},
		{"turn off the kitchen light", "turn off %s", []string{"the bedside lamp", "the hall light", "the garage light"}},
		{"dim the study lamp to 30 percent", "dim %s to 30 percent", []string{"the bedside lamp", "the dining light", "the kitchen light"}},
	}, openers)
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	nothingBefore(t, ask, openers, "the bedside lamp")
}
