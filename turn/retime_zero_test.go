package turn_test

import (
	"context"
	"testing"
	"time"

	"edge/turn"
)

// TestRetimeToNoTime: a time of no length said to move what was just set
// ("make it 0 minutes", "change it to zero seconds please", 改成零分钟),
// the turn after a delayed command or a timer was set, or after a command
// done now, does nothing at once: read as a command, "make it 0 minutes"
// set the light or the tv of the delayed command to 0 there and then. What
// was set still runs at its time.
func TestRetimeToNoTime(t *testing.T) {
	e, _, c := demo(t)
	base := c.t
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session})
	}
	langs := []struct {
		delayed, plain, openers, zeros []string
	}{{
		delayed: []string{"turn off the tv in 10 minutes", "in 10 minutes turn off the hall light", "close the living room curtain in ten minutes",
			"set a timer for 10 minutes"},
		plain:   []string{"turn on the tv", "turn on the kitchen light"},
		openers: []string{"make it ", "actually make it ", "change it to ", "um make that ", "no, make it ", "make it in "},
		zeros:   []string{"0 minutes", "zero minutes", "0 seconds", "zero hours", "0 min", "0 minutes from now", "0 hours please"},
	}, {
		delayed: []string{"十分钟后关电视", "十分钟以后关门厅灯", "设个十分钟的定时"},
		plain:   []string{"打开电视"},
		openers: []string{"改成", "那就改成", "换成", "推迟到"},
		zeros:   []string{"零分钟", "0分钟", "零秒", "0小时"},
	}}
	n := 0
	for _, l := range langs {
		for _, o := range l.openers {
			for _, z := range l.zeros {
				said := o + z
				for _, set := range l.delayed {
					n++
					session := set + "|" + said
					c.t = base
					if r := ask(set, session); r.Outcome != turn.Scheduled {
						t.Errorf("%q: %s %q", set, r.Outcome, r.Say)
						continue
					}
					if r := ask(said, session); r.Outcome == turn.Done || r.Outcome == turn.Confirm || len(r.Actions) > 0 {
						t.Errorf("%q after %q: %s %q %v, want nothing done", said, set, r.Outcome, r.Say, r.Actions)
					}
					c.t = base.Add(11 * time.Minute)
					if got := e.RunDue(context.Background()); got != 1 {
						t.Errorf("%q after %q: %d ran at its time, want 1", said, set, got)
					}
				}
				for _, plain := range l.plain {
					n++
					session := plain + "|" + said
					c.t = base
					ask(plain, session)
					if r := ask(said, session); r.Outcome == turn.Done || r.Outcome == turn.Confirm || len(r.Actions) > 0 {
						t.Errorf("%q after %q: %s %q %v, want nothing done", said, plain, r.Outcome, r.Say, r.Actions)
					}
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d conversations, want at least 150", n)
	}
}
