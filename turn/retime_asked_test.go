package turn_test

import (
	"context"
	"testing"
	"time"

	"edge/turn"
)

// TestRetimeAsked: a delayed command that needed a yes (a hazard, a sweep
// past the bulk), confirmed, is not moved by a time said alone ("make it three hours",
// 改成二十分钟): its time was part of what was confirmed, and moved it would
// open the garage door when nobody said yes to. It runs at the time
// confirmed.
func TestRetimeAsked(t *testing.T) {
	e, _, c := demo(t)
	base := c.t
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session})
	}
	sets := map[string][]string{
		"en": {"open the garage door in 10 minutes", "in ten minutes open the gas valve", "turn on the kids room heater in 10 minutes",
			"in ten minutes turn off all the lights"},
		"zh": {"十分钟后打开车库门", "十分钟以后打开燃气阀门"},
	}
	yes := map[string]string{"en": "yes", "zh": "确认"}
	moves := map[string][]string{
		"en": {"make it three hours", "actually make it 20 minutes", "change it to half an hour please", "make that 9 pm instead"},
		"zh": {"改成二十分钟", "推迟到晚上九点吧", "换成半小时后", "那就改成二十五分钟"},
	}
	n := 0
	for code, ss := range sets {
		for _, set := range ss {
			for _, move := range moves[code] {
				n++
				s := set + "|" + move
				c.t = base
				if r := ask(set, s); r.Outcome != turn.Confirm {
					t.Fatalf("%q: %s %q", set, r.Outcome, r.Say)
				}
				if r := ask(yes[code], s); r.Outcome != turn.Scheduled {
					t.Fatalf("%q, yes: %s %q", set, r.Outcome, r.Say)
				}
				if r := ask(move, s); r.Outcome != turn.Blocked {
					t.Errorf("%q after %q: %s %q, want it not moved", move, set, r.Outcome, r.Say)
				}
				c.t = base.Add(11 * time.Minute)
				if got := e.RunDue(context.Background()); got != 1 {
					t.Errorf("%q after %q: %d ran at the time confirmed, want 1", move, set, got)
				}
			}
		}
	}
	if n < 20 {
		t.Errorf("%d conversations, want at least 20", n)
	}
}
