package mqtt

import (
	"fmt"
	"testing"
	"time"
)

// TestTrackerKeysBounded: reports that each bring new keys (a device, or
// whoever publishes on its topic, saying 40 new things a time) keep at
// most MaxStateKeys keys merged; the keys known still take each new
// value, and which new keys are kept does not depend on map order.
func TestTrackerKeysBounded(t *testing.T) {
	var kept []map[string]any
	for range 2 {
		tr := newTracker()
		tr.report(map[string]any{"state": "ON"}, time.Time{})
		for i := range 100 {
			r := map[string]any{"state": fmt.Sprint(i)}
			for k := range 40 {
				r[fmt.Sprintf("k%03d_%02d", i, k)] = i
			}
			tr.report(r, time.Time{})
			if st, _, _, _ := tr.snapshot(); len(st) > MaxStateKeys {
				t.Fatalf("report %d: %d keys kept, want at most %d", i, len(st), MaxStateKeys)
			}
		}
		st, _, seq, _ := tr.snapshot()
		if len(st) != MaxStateKeys || st["state"] != "99" || seq != 101 {
			t.Errorf("%d keys, state %v, %d reports; want %d keys, the last state, 101 reports", len(st), st["state"], seq, MaxStateKeys)
		}
		kept = append(kept, st)
	}
	for k := range kept[0] {
		if _, ok := kept[1][k]; !ok {
			t.Errorf("key %s kept once and not the other time", k)
		}
	}
}
