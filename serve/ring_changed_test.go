package serve

import (
	"log/slog"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"edge/home"
	"edge/home/hometest"
	"edge/index"
	"edge/store/storetest"
	"edge/turn"
)

// TestWyomingTimerChanged: a delayed command set over Wyoming whose device
// an import renames is cancelled at once, and the peer that set it hears
// timer-cancelled; the log says what was cancelled and why.
func TestWyomingTimerChanged(t *testing.T) {
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
	w.send("transcript", map[string]any{"text": "turn off the kitchen light in 10 minutes"}, false)
	if ev := w.read(); ev.Type != "handled" || ev.Data["text"] != "OK, I'll turn off Kitchen light at 20:10." {
		t.Fatalf("setting the delayed command: %+v", ev)
	}
	h := hometest.Load(t, "demo")
	h.Devices[slices.IndexFunc(h.Devices, func(d home.Device) bool { return d.ID == "light.kitchen" })].Name = "Freezer"
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	if err := eng.Reload(); err != nil {
		t.Fatal(err)
	}
	if ev := w.read(); ev.Type != "timer-cancelled" || ev.Data["id"] == "" {
		t.Fatalf("after the import: %+v, want timer-cancelled", ev)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(logs.String(), `say="Cancelled turn off Kitchen light at 20:10: what it acts on changed since it was set."`) {
		t.Errorf("the log has no cancellation:\n%s", logs.String())
	}
}
