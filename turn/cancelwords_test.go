package turn_test

import (
	"context"
	"testing"
	"time"

	"edge/turn"
)

// TestCancelItAnswers: "cancel it", "cancel that", "forget it", "forget
// that" said while edge asks which one or whether to, or the turn after a
// timer or a delayed command was set, cancel as "cancel" and "never mind"
// do: they were not understood, the question left waiting and the timer
// to run. With nothing to cancel, nothing is done.
func TestCancelItAnswers(t *testing.T) {
	e, _, c := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session})
	}
	words := []string{"cancel it", "cancel that", "cancel this", "forget it", "forget that", "um forget it", "no, cancel that"}
	asked := map[string]string{
		"turn on the light": turn.Clarify, "turn on the lamp": turn.Clarify,
		"unlock the front door": turn.Confirm, "turn on the heater": turn.Confirm,
	}
	set := []string{"set a timer for 5 minutes", "in 5 minutes turn off the hall light", "close the living room curtain in ten minutes"}
	n := 0
	for _, w := range words {
		for first, outcome := range asked {
			n++
			s := first + "|" + w
			if r := ask(first, s); r.Outcome != outcome {
				t.Fatalf("%q: %s %q", first, r.Outcome, r.Say)
			}
			if r := ask(w, s); r.Outcome != turn.Cancelled || len(r.Actions) > 0 {
				t.Errorf("%q after %q: %s %q, want cancelled", w, first, r.Outcome, r.Say)
			}
		}
		for _, first := range set {
			n++
			s := first + "|" + w
			if r := ask(first, s); r.Outcome != turn.Scheduled {
				t.Fatalf("%q: %s %q", first, r.Outcome, r.Say)
			}
			if r := ask(w, s); r.Outcome != turn.Done {
				t.Errorf("%q after %q: %s %q, want the timer cancelled", w, first, r.Outcome, r.Say)
			}
			c.t = c.t.Add(48 * time.Hour)
			if got := e.RunDue(context.Background()); got != 0 {
				t.Errorf("%q after %q: %d timers ran", w, first, got)
			}
		}
		n++
		if r := ask(w, "nothing|"+w); len(r.Actions) > 0 || r.Outcome == turn.Done {
			t.Errorf("%q with nothing before: %s %q, want nothing done", w, r.Outcome, r.Say)
		}
	}
	if n < 50 {
		t.Errorf("%d conversations, want at least 50", n)
	}
}
