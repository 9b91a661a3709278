package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestRefersToWhatASweepReached: "it", "them" or a value said alone after
// a sweep ("turn off everything", then "open them", "turn them back on",
// "100 percent"; 全部关掉, then 都打开, 百分之百) reach what the sweep called,
// never what it left alone: the front door lock, the garage door, the gas
// valve, the sprinkler and the alarm. They reached every device of the
// sweep's words again, and asked to unlock the front door and open the
// garage door with the blinds.
func TestRefersToWhatASweepReached(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	sweeps := map[string][]string{
		"en": {"turn off everything", "close everything", "turn off everything in the hall", "turn off everything in the garage",
			"turn everything off in the kitchen", "switch everything off", "turn off everything in the garden", "turn off all the devices in the hall"},
		"zh": {"全部关掉", "把所有的都关掉", "关掉门厅所有的", "车库全部关掉", "把厨房的都关了", "花园全部关掉"},
	}
	after := map[string][]string{
		"en": {"turn them back on", "open them", "open them all", "set them to 100 percent", "100 percent", "halfway",
			"turn them on again", "open them please", "turn it on", "open it"},
		"zh": {"打开它们", "百分之百", "一半", "把它们都打开", "再打开"},
	}
	n, acted := 0, 0
	for code, ss := range sweeps {
		for _, sweep := range ss {
			for _, next := range after[code] {
				n++
				s := fmt.Sprintf("w%d", n)
				first := ask(sweep, s)
				reached := map[string]bool{}
				for _, a := range first.Actions {
					reached[a.Device] = true
				}
				if len(reached) == 0 {
					t.Fatalf("%q reached nothing: %s", sweep, planned(first))
				}
				r := ask(next, s)
				for _, a := range r.Actions {
					if !reached[a.Device] {
						t.Errorf("%q after %q: %s reaches %s, which %q left alone", next, sweep, r.Outcome, a.Device, sweep)
					}
				}
				for _, o := range r.Options {
					if !reached[o.ID] {
						t.Errorf("%q after %q: asks about %s, which %q left alone", next, sweep, o.ID, sweep)
					}
				}
				if len(r.Actions) > 0 {
					acted++
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d conversations, want at least 100", n)
	}
	if acted < n/2 {
		t.Errorf("%d of %d follow-ups reached anything, want at least half", acted, n)
	}
}
