package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestTimerHoldSaid says a timer asked to pause, resume or lengthen
// ("pause the timer", "snooze the timer for 5 minutes", "can you extend
// my timer"), which edge cannot do: it says so and leaves the timers as
// they are: none set, none cancelled. Before, it was "I can't find
// “timer”", and a length said with it is no new timer. Pausing a device
// still pauses it, and stopping a timer still cancels it.
func TestTimerHoldSaid(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, Holder: session, DryRun: true})
	}
	verbs := []string{"pause", "resume", "unpause", "continue", "restart", "snooze", "extend", "hold", "freeze"}
	forms := []string{"%s the timer", "%s my timer please", "can you %s the timer", "%s the countdown", "%s the timer for 5 minutes"}
	n := 0
	for _, v := range verbs {
		for _, f := range forms {
			text := fmt.Sprintf(f, v)
			n++
			s := fmt.Sprintf("h%d", n)
			ask("set a timer for 10 minutes", s)
			r := ask(text, s)
			if r.Outcome != "not_understood" || len(r.Actions) > 0 || len(r.Timers) > 0 || !strings.Contains(r.Say, "can't pause") {
				t.Errorf("%q: %s %+v (say %s), want it said that a timer cannot be paused", text, summary(r), r.Timers, r.Say)
			}
			if r := ask("what timers are set", s); !strings.Contains(r.Say, "(1)") {
				t.Errorf("%q, then what timers are set: %s, want the one timer left as it was", text, r.Say)
			}
		}
	}
	if n < 40 {
		t.Errorf("%d ways, want at least 40", n)
	}
	for _, c := range []struct{ text, want string }{
		{"pause the tv", "planned: media.living_tv pause planned"},
		{"set a timer for 5 minutes", "scheduled: "},
	} {
		if r := ask(c.text, "c"+c.text); summary(r) != c.want {
			t.Errorf("%q: %s, want %s", c.text, summary(r), c.want)
		}
	}
	ask("set a timer for 5 minutes", "stop")
	if r := ask("stop the timer", "stop"); len(r.Timers) != 1 || r.Timers[0].Started {
		t.Errorf("stop the timer: %s %+v, want the timer cancelled", r.Say, r.Timers)
	}
}
