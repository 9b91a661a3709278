package turn_test

import (
	"context"
	"testing"
	"time"

	"edge/turn"
)

// TestRetimeWithMore: a time said to move what was just set, with
// another clause after it ("make it twenty minutes and open the garage
// door", "change it to half an hour, and close the curtain", 改成二十分钟，再
// 打开车库门), after a command put off to later or done now on what takes a
// level (a light, the tv, an air conditioner), does nothing, and a yes
// after it does nothing: read as a command, the time's number was a value
// of "it", and "make it twenty minutes and open the garage door" asked
// "Set Kitchen light to 20% and open Garage door?". What was put off still
// runs at its time; a value said in its unit with more still sets.
func TestRetimeWithMore(t *testing.T) {
	e, _, c := demo(t)
	base := c.t
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session})
	}
	type language struct {
		delayed, plain, openers, times, tails []string
	}
	langs := []language{{
		delayed: []string{"in ten minutes turn on the kitchen light", "turn off the tv in 10 minutes", "in 10 minutes turn on the bedroom ac"},
		plain:   []string{"turn on the kitchen light", "turn on the tv", "turn on the study lamp"},
		openers: []string{"make it ", "actually make it ", "change it to ", "um make that ", "no, make it ", "push it to "},
		times:   []string{"twenty minutes", "20 mins", "half an hour", "2 hours", "thirty seconds", "9 pm"},
		tails: []string{" and open the garage door", " then turn on the hall light", ", and close the curtain", " and also lock the front door",
			" instead and turn on the hall light"},
	}, {
		delayed: []string{"十分钟后打开厨房灯", "十分钟以后关电视"},
		plain:   []string{"打开厨房灯", "打开电视"},
		openers: []string{"改成", "那就改成", "换成", "推迟到"},
		times:   []string{"二十分钟", "半小时后", "晚上九点"},
		tails:   []string{"，再打开车库门", "，然后打开门厅灯", "，顺便关窗帘", "再把前门锁上"},
	}}
	n := 0
	for _, l := range langs {
		for i, o := range l.openers {
			for j, w := range l.times {
				said := o + w + l.tails[(i+j)%len(l.tails)]
				for _, first := range append(l.delayed[:len(l.delayed):len(l.delayed)], l.plain...) {
					session := first + "|" + said
					at := base.Add(time.Duration(n) * time.Hour) // no device's rate reached
					n++
					c.t = at
					r := ask(first, session)
					if r.Outcome != turn.Scheduled && r.Outcome != turn.Done {
						t.Errorf("%q: %s %q", first, r.Outcome, r.Say)
						continue
					}
					scheduled := r.Outcome == turn.Scheduled
					if r := ask(said, session); r.Outcome != turn.NotUnderstood || len(r.Actions) > 0 {
						t.Errorf("%q after %q: %s %q %v, want nothing done", said, first, r.Outcome, r.Say, r.Actions)
					}
					if r := ask("yes", session); r.Outcome == turn.Done || len(r.Actions) > 0 {
						t.Errorf("yes after %q after %q: %s %q %v, want nothing done", said, first, r.Outcome, r.Say, r.Actions)
					}
					if scheduled {
						c.t = at.Add(11 * time.Minute)
						if got := e.RunDue(context.Background()); got != 1 {
							t.Errorf("%q after %q: %d ran at its time, want 1", said, first, got)
						}
					}
				}
			}
		}
	}
	if n < 250 {
		t.Errorf("%d conversations, want at least 250", n)
	}
	for _, v := range []string{"make it 20 percent and turn on the hall light", "set it to thirty percent and turn on the hall light"} {
		session := "light|" + v
		c.t = base.Add(time.Duration(n) * time.Hour)
		n++
		ask("turn on the kitchen light", session)
		if r := ask(v, session); r.Outcome != turn.Done || len(r.Actions) != 2 || r.Actions[0].Device != "light.kitchen" {
			t.Errorf("%q after the kitchen light: %s %q %v, want it set", v, r.Outcome, r.Say, r.Actions)
		}
	}
}
