package serve

import (
	"log/slog"
	"maps"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"edge/home/hometest"
	"edge/index"
	"edge/store/storetest"
	"edge/turn"
)

// TestWyomingTimerFinished: a plain timer set over a Wyoming connection
// rings on it as Wyoming's timer-finished event, while the server runs
// the engine's timers.
func TestWyomingTimerFinished(t *testing.T) {
	f, wyAddr, stop := ringing(t)

	w := dialWyoming(t, wyAddr)
	w.send("transcript", map[string]any{"text": "set a timer for 2 seconds"}, false)
	ev := w.read()
	if ev.Type != "handled" || ev.Data["text"] != "Timer set for 2 seconds; it rings at 20:00." {
		t.Fatalf("setting the timer: %+v", ev)
	}
	started := w.read()
	id, _ := started.Data["id"].(string)
	if started.Type != "timer-started" || id == "" || started.Data["total_seconds"] != 2.0 || started.Data["start_seconds"] != 2.0 {
		t.Fatalf("timer-started: %+v", started)
	}
	f.clock.advance(3 * time.Second)
	ev = w.read() // the connection's deadline bounds the wait
	if ev.Type != "timer-finished" || ev.Data["id"] != id {
		t.Fatalf("the ring: %+v, want timer-finished of %s", ev, id)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(f.logs.String(), `say="Your timer for 2 seconds is done."`) {
		t.Errorf("the log has no ring:\n%s", f.logs.String())
	}
}

// TestWyomingTimerCancelled: a plain timer set over Wyoming is announced
// with timer-started, as Wyoming's library sends it, and its cancelling
// with timer-cancelled; a delayed command is neither.
func TestWyomingTimerCancelled(t *testing.T) {
	f := newFixture(t, nil, nil)
	_, wyAddr, _ := f.run(t, false, true)
	w := dialWyoming(t, wyAddr)
	say := func(text, want string) {
		t.Helper()
		w.send("transcript", map[string]any{"text": text, "context": map[string]any{"conversation_id": "k1"}}, false)
		if ev := w.read(); ev.Type != "handled" || ev.Data["text"] != want {
			t.Fatalf("%q: %+v", text, ev)
		}
	}
	say("set a timer for 1 hour and 30 minutes and 15 seconds", "Timer set for 5415 seconds; it rings at 21:30.")
	started := w.read()
	want := map[string]any{"id": started.Data["id"], "total_seconds": 5415.0, "start_hours": 1.0, "start_minutes": 30.0, "start_seconds": 15.0}
	if started.Type != "timer-started" || !maps.Equal(started.Data, want) {
		t.Fatalf("timer-started: %+v, want %v", started, want)
	}
	say("turn off the kitchen light in 10 minutes", "OK, I'll turn off Kitchen light at 20:10.")
	say("cancel the timers", "Cancelled 2 timers.")
	if ev := w.read(); ev.Type != "timer-cancelled" || !maps.Equal(ev.Data, map[string]any{"id": started.Data["id"]}) {
		t.Fatalf("timer-cancelled: %+v", ev)
	}
	w.send("ping", nil, false)
	if ev := w.read(); ev.Type != "pong" {
		t.Fatalf("after the timer events: %+v (a delayed command is no timer of Wyoming's)", ev)
	}
}

// ringing serves the demo home over Wyoming with an engine whose timers
// ring on the server, as edge serve runs them.
func ringing(t *testing.T) (f *fixture, wyAddr string, stop func() error) {
	t.Helper()
	db := storetest.Open(t)
	if err := db.Import(hometest.Load(t, "demo"), index.Write); err != nil {
		t.Fatal(err)
	}
	c := newClock()
	var srv atomic.Pointer[Server]
	eng, err := turn.New(db, turn.Options{Clock: c.now, OnDue: func(r turn.Ring) { srv.Load().Ring(r) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { eng.Close() })
	logs := &syncBuffer{}
	s, err := New(Options{Engine: eng, DB: db, Token: testToken, Rate: -1, Clock: c.now, Version: "test",
		Logger: slog.New(slog.NewTextHandler(logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	srv.Store(s)
	f = &fixture{srv: s, db: db, clock: c, logs: logs}
	_, wyAddr, stop = f.run(t, false, true)
	return f, wyAddr, stop
}
