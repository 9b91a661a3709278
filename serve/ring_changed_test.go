package serve

import (
	"slices"
	"strings"
	"testing"

	"edge/home"
	"edge/home/hometest"
	"edge/index"
)

// TestWyomingTimerChanged: a delayed command set over Wyoming whose device
// an import renames is cancelled at once, and the peer that set it hears
// timer-cancelled; the log says what was cancelled and why.
func TestWyomingTimerChanged(t *testing.T) {
	f, wyAddr, stop := ringing(t)

	w := dialWyoming(t, wyAddr)
	w.send("transcript", map[string]any{"text": "turn off the kitchen light in 10 minutes"}, false)
	if ev := w.read(); ev.Type != "handled" || ev.Data["text"] != "OK, I'll turn off Kitchen light at 20:10." {
		t.Fatalf("setting the delayed command: %+v", ev)
	}
	h := hometest.Load(t, "demo")
	h.Devices[slices.IndexFunc(h.Devices, func(d home.Device) bool { return d.ID == "light.kitchen" })].Name = "Freezer"
	if err := f.db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	if err := f.srv.eng.Reload(); err != nil {
		t.Fatal(err)
	}
	if ev := w.read(); ev.Type != "timer-cancelled" || ev.Data["id"] == "" {
		t.Fatalf("after the import: %+v, want timer-cancelled", ev)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(f.logs.String(), `say="Cancelled turn off Kitchen light at 20:10: what it acts on changed since it was set."`) {
		t.Errorf("the log has no cancellation:\n%s", f.logs.String())
	}
}
