package turn_test

import (
	"context"
	"testing"
	"time"

	"edge/home/hometest"
	"edge/index"
	"edge/store/storetest"
	"edge/turn"
)

// TestCancelRightAfterTimer: a cancel said the turn after a timer or a
// delayed command was set ("never mind", "cancel", "no", "undo", 算了, 取消,
// 不要了, 撤销),
// for every way of setting it, cancels it and says so: never "There is
// nothing to answer." with the timer left to run. Said a turn later, it
// cancels nothing.
func TestCancelRightAfterTimer(t *testing.T) {
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
	sets := map[string][]string{
		"en": {"turn off the tv in 10 minutes", "in an hour turn on the hall light", "close the living room curtain at 11 pm", "set a timer for 5 minutes"},
		"zh": {"十分钟后关电视", "晚上十一点关客厅窗帘", "定个五分钟的计时器"},
	}
	cancels := map[string][]string{"en": {"never mind", "cancel", "no", "undo", "undo that please"}, "zh": {"算了", "取消", "不要了", "撤销", "帮我撤销一下"}}
	n := 0
	for lang, ss := range sets {
		for _, set := range ss {
			for _, cancel := range cancels[lang] {
				n++
				session := set + "|" + cancel
				if r := ask(set, session); r.Outcome != turn.Scheduled {
					t.Errorf("%q: %s %q", set, r.Outcome, r.Say)
					continue
				}
				if r := ask(cancel, session); r.Outcome != turn.Done {
					t.Errorf("%q after %q: %s %q, want the timer cancelled", cancel, set, r.Outcome, r.Say)
				}
				c.t = c.t.Add(48 * time.Hour)
				if got := e.RunDue(context.Background()); got != 0 {
					t.Errorf("%q after %q: %d timers ran", cancel, set, got)
				}
				// a turn between: the cancel is of nothing
				ask(set, session)
				ask("what timers are set", session)
				if r := ask(cancel, session); r.Outcome == turn.Done {
					t.Errorf("%q a turn after %q: %s %q, want nothing cancelled", cancel, set, r.Outcome, r.Say)
				}
				c.t = c.t.Add(48 * time.Hour)
				if got := e.RunDue(context.Background()); got != 1 {
					t.Errorf("%q a turn after %q: %d timers ran, want 1", cancel, set, got)
				}
			}
		}
	}
	if n < 18 {
		t.Errorf("%d wordings, want at least 18", n)
	}
}
