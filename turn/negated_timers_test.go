package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"edge/home/hometest"
	"edge/index"
	"edge/store/storetest"
	"edge/turn"
)

// TestNegatedCancelsTimer: a command said not to be done while a timer of
// the client's is set to do it ("turn off the tv in 10 minutes", then
// "don't turn off the tv"; "十分钟后关电视", then "不要关电视了"), for
// every wording of the delay and of the negation, cancels that timer and
// says so: never "OK, I won't" with the timer left to run. A negation of
// another command leaves the timer set.
func TestNegatedCancelsTimer(t *testing.T) {
	db, _ := storetest.OpenFile(t)
	if err := db.Import(hometest.Load(t, "demo"), index.Write); err != nil {
		t.Fatal(err)
	}
	c := &clock{t: time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)}
	e, err := turn.New(db, turn.Options{Clock: c.now})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session})
	}
	type said struct{ cmd, other string }
	cases := map[string]said{}
	for _, cmd := range []said{{"turn off the tv", "turn on the tv"}, {"turn on the hall light", "turn off the hall light"}, {"close the living room curtain", "open the living room curtain"}} {
		for _, delay := range []string{"in 10 minutes %s", "%s in an hour", "%s at 11 pm"} {
			for _, neg := range []string{"don't %s", "do not %s", "actually don't %s", "please don't %s"} {
				cases[fmt.Sprintf(delay, cmd.cmd)+"|"+fmt.Sprintf(neg, cmd.cmd)] = said{fmt.Sprintf(delay, cmd.cmd), fmt.Sprintf(neg, cmd.other)}
			}
		}
	}
	for _, cmd := range []said{{"关电视", "开电视"}, {"打开门厅灯", "关掉门厅灯"}, {"把客厅窗帘关上", "把客厅窗帘打开"}} {
		for _, delay := range []string{"十分钟后%s", "晚上十一点%s"} {
			for _, neg := range []string{"不要%s了", "别%s了", "先不要%s"} {
				cases[fmt.Sprintf(delay, cmd.cmd)+"|"+fmt.Sprintf(neg, cmd.cmd)] = said{fmt.Sprintf(delay, cmd.cmd), fmt.Sprintf(neg, cmd.other)}
			}
		}
	}
	n := 0
	for key, other := range cases {
		n++
		session := key
		set, neg, _ := strings.Cut(key, "|")
		if r := ask(set, session); r.Outcome != turn.Scheduled {
			t.Errorf("%q: %s %q", set, r.Outcome, r.Say)
			continue
		}
		if r := ask(other.other, session); r.Outcome != turn.Cancelled {
			t.Errorf("%q after %q: %s %q, want the timer left set", other.other, set, r.Outcome, r.Say)
		}
		if r := ask(neg, session); r.Outcome != turn.Done || len(r.Actions) != 0 {
			t.Errorf("%q after %q: %s %q, want the timer cancelled", neg, set, r.Outcome, r.Say)
		}
		c.t = c.t.Add(48 * time.Hour)
		if got := e.RunDue(context.Background()); got != 0 {
			t.Errorf("%q after %q: %d timers ran", neg, set, got)
		}
	}
	if n < 50 {
		t.Errorf("%d wordings, want at least 50", n)
	}
}
