package turn_test

import (
	"context"
	"testing"

	"edge/turn"
)

// TestEventIsNotDropped: a statement opened by a word of waiting (the
// English pack's once, after, before, until, till: "once the movie is
// over turn off the tv", "after it is dark, turn on the garden lights")
// is an event edge cannot wait for: the command is not understood, never
// done now with the event dropped. Without such a word the statement is a
// remark, and the command is done ("it is dark, turn on the garden
// lights").
func TestEventIsNotDropped(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
	}
	n := 0
	for _, opener := range []string{"once", "after", "before", "until", "till"} {
		for _, event := range []string{"the movie is over", "it is dark", "the kids are asleep", "its dark", "the show is done"} {
			for _, cmd := range []string{"turn off the tv", "turn on the garden lights", "close the living room curtain"} {
				for _, sep := range []string{" ", ", "} {
					text := opener + " " + event + sep + cmd
					n++
					if r := ask(text); r.Outcome != turn.NotUnderstood || len(r.Actions) > 0 {
						t.Errorf("%q: %s, want it not understood", text, summary(r))
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	for _, text := range []string{"it is dark, turn on the garden lights", "the movie is over, turn off the tv"} {
		if r := ask(text); r.Outcome != turn.Planned {
			t.Errorf("%q: %s, want it done", text, summary(r))
		}
	}
}
