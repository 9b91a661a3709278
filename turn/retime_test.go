package turn_test

import (
	"context"
	"testing"
	"time"

	"edge/turn"
)

// TestRetimeRightAfterTimer: a time said to move what was just set, with
// nothing else ("make it twenty minutes", "change it to half an hour
// please", "actually make that 9 pm instead"; 改成二十分钟, 那就推迟到晚上九点吧),
// the turn after a delayed command or a plain timer was set, moves it: it
// runs at the new time and not at the old. Read as a command, "make it
// twenty minutes" set the tv's volume to 20. After a command that set
// nothing, or a turn later, the same words move and do nothing.
func TestRetimeRightAfterTimer(t *testing.T) {
	e, _, c := demo(t)
	base := c.t // 20:00
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session})
	}
	type when struct {
		said  string
		after time.Duration // from base
		clock bool          // a time of day: no plain timer's length
	}
	type language struct {
		delayed, timers, plain []string // each set at base+10 min, or done now
		openers, afters        []string
		whens                  []when
	}
	langs := []language{{
		delayed: []string{"turn off the tv in 10 minutes", "in 10 minutes turn off the hall light", "close the living room curtain in ten minutes"},
		timers:  []string{"set a timer for 10 minutes"},
		plain:   []string{"turn on the tv", "turn off the kitchen light"},
		openers: []string{"make it ", "actually make it ", "change it to ", "um make that ", "no, make it "},
		afters:  []string{"", " instead", " please"},
		whens: []when{{"twenty minutes", 20 * time.Minute, false}, {"25 minutes", 25 * time.Minute, false},
			{"half an hour", 30 * time.Minute, false}, {"9 pm", time.Hour, true}},
	}, {
		delayed: []string{"十分钟后关电视", "十分钟以后关门厅灯"},
		timers:  []string{"设个十分钟的定时"},
		plain:   []string{"打开电视", "关掉厨房灯"},
		openers: []string{"改成", "那就改成", "换成", "推迟到", "时间改到"},
		afters:  []string{"", "吧", "好了"},
		whens:   []when{{"二十分钟", 20 * time.Minute, false}, {"半小时后", 30 * time.Minute, false}, {"晚上九点", time.Hour, true}},
	}}
	n := 0
	for _, l := range langs {
		for k, o := range l.openers {
			for _, w := range l.whens {
				said := o + w.said + l.afters[k%len(l.afters)]
				sets := l.delayed
				if !w.clock {
					sets = append(sets[:len(sets):len(sets)], l.timers...)
				}
				for _, set := range sets {
					n++
					session := set + "|" + said
					c.t = base
					if r := ask(set, session); r.Outcome != turn.Scheduled {
						t.Errorf("%q: %s %q", set, r.Outcome, r.Say)
						continue
					}
					if r := ask(said, session); r.Outcome != turn.Scheduled {
						t.Errorf("%q after %q: %s %q, want it moved", said, set, r.Outcome, r.Say)
					}
					c.t = base.Add(11 * time.Minute)
					if got := e.RunDue(context.Background()); got != 0 {
						t.Errorf("%q after %q: %d ran at the old time", said, set, got)
					}
					c.t = base.Add(w.after)
					if got := e.RunDue(context.Background()); got != 1 {
						t.Errorf("%q after %q: %d ran at the new time, want 1", said, set, got)
					}
				}
				for _, plain := range l.plain {
					n++
					session := plain + "|" + said
					c.t = base
					ask(plain, session)
					if r := ask(said, session); r.Outcome != turn.NotUnderstood || len(r.Actions) > 0 {
						t.Errorf("%q after %q: %s %q %v, want nothing done", said, plain, r.Outcome, r.Say, r.Actions)
					}
				}
				// a turn between: the time moves nothing
				n++
				session := "between|" + said
				c.t = base
				ask(l.delayed[0], session)
				ask(l.plain[0], session)
				if r := ask(said, session); r.Outcome == turn.Scheduled || len(r.Actions) > 0 {
					t.Errorf("%q a turn after %q: %s %q, want nothing moved", said, l.delayed[0], r.Outcome, r.Say)
				}
				c.t = base.Add(11 * time.Minute)
				if got := e.RunDue(context.Background()); got != 1 {
					t.Errorf("%q a turn after %q: %d ran at the old time, want 1", said, l.delayed[0], got)
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d conversations, want at least 150", n)
	}
}
