package serve

import (
	"log/slog"
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
	f := &fixture{srv: s, db: db, clock: c, logs: logs}
	_, wyAddr, stop := f.run(t, false, true)

	w := dialWyoming(t, wyAddr)
	w.send("transcript", map[string]any{"text": "set a timer for 2 seconds"}, false)
	ev := w.read()
	if ev.Type != "handled" || ev.Data["text"] != "Timer set for 2 seconds; it rings at 20:00." {
		t.Fatalf("setting the timer: %+v", ev)
	}
	c.advance(3 * time.Second)
	ev = w.read() // the connection's deadline bounds the wait
	if id, _ := ev.Data["id"].(string); ev.Type != "timer-finished" || id == "" {
		t.Fatalf("the ring: %+v", ev)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(logs.String(), `say="Your timer for 2 seconds is done."`) {
		t.Errorf("the log has no ring:\n%s", logs.String())
	}
}
