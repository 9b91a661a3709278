package turn_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"edge/home"
	"edge/home/hometest"
	"edge/index"
	"edge/store/storetest"
	"edge/turn"
)

// TestFaultEndsTheTurn: a fault in edge's own code during a turn (here a
// panic where a device's state is told on, after its command ran) ends
// that turn, failed, with a reply that says so, in the words' language,
// and nothing more of it runs; the engine goes on: the next turns, in the
// same session, are understood and done.
func TestFaultEndsTheTurn(t *testing.T) {
	db := storetest.Open(t)
	if err := db.Import(hometest.Load(t, "demo"), index.Write); err != nil {
		t.Fatal(err)
	}
	var faults atomic.Int32
	e, err := turn.New(db, turn.Options{Clock: func() time.Time { return time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC) },
		Observe: func(*home.Device, map[string]any) {
			if faults.Add(-1) >= 0 {
				panic("a fault")
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "s"})
	}
	for _, c := range []struct{ faulty, fine, say string }{
		{"turn on the kitchen light and the hall light", "turn on the study lamp", "Something went wrong; nothing more was done."},
		{"打开厨房灯和门厅灯", "打开书房台灯", "出错了，没有再做别的。"},
	} {
		faults.Store(1)
		r := ask(c.faulty)
		if r.Outcome != turn.Failed || r.Say != c.say {
			t.Errorf("%q: %s %q, want failed %q", c.faulty, r.Outcome, r.Say, c.say)
		}
		if r := ask(c.fine); r.Outcome != turn.Done || len(r.Actions) != 1 {
			t.Errorf("%q after a fault: %s %q", c.fine, r.Outcome, r.Say)
		}
	}
}
