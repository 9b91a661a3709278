package turn_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"edge/home"
	"edge/turn"
)

// TestLastingEndRunsLate builds commands said to last a while from every
// direction on every kind of device (a TV, a garage door, a lock, a
// kettle) and lets edge be down past the time they end, on a real
// database with a clock moved: an end that goes the safe way (off, close,
// lock) runs when edge runs again, audited as late; one that goes the
// other way (on, open, unlock) is dropped as missed, the kettle above all.
// Within Grace every end runs.
func TestLastingEndRunsLate(t *testing.T) {
	kettle := func(h *home.Home) {
		h.Devices = append(h.Devices, home.Device{ID: "switch.kettle", Name: "Kettle", Room: "hall", Type: "kettle", Capabilities: []string{"onoff"}, State: map[string]any{"on": false}})
	}
	type lasting struct {
		before  []string // what sets the device the other way first
		say     []string // the command, and what confirms it
		undo    string   // the call that ends it
		attr    string
		ended   any  // the state once ended
		goesOff bool // the end goes the safe way
	}
	cases := []lasting{
		{nil, []string{"turn on the TV for 5 minutes"}, "media.tv.off", "on", false, true},
		{[]string{"turn on the TV"}, []string{"turn off the TV for 5 minutes"}, "media.tv.on", "on", true, false},
		{nil, []string{"open the garage door for 5 minutes", "yes"}, "cover.garage.close", "position", 0.0, true},
		{nil, []string{"unlock the front door for 5 minutes", "2580"}, "lock.front.lock", "locked", true, true},
		{[]string{"unlock the front door", "2580"}, []string{"lock the front door for 5 minutes", "2580"}, "lock.front.unlock", "locked", false, false},
		{nil, []string{"turn on the kettle for 5 minutes", "yes"}, "switch.kettle.off", "on", false, true},
		{[]string{"turn on the kettle", "yes"}, []string{"turn off the kettle for 5 minutes", "yes"}, "switch.kettle.on", "on", true, false},
	}
	n := 0
	for _, tc := range cases {
		for _, down := range []time.Duration{3 * time.Minute, turn.Grace + time.Second, 3 * time.Hour} {
			t.Run(tc.say[0]+" down "+down.String(), func(t *testing.T) {
				x := newTimed(t)
				x.importing(kettle)
				for _, s := range tc.before {
					x.ask(s, "before")
				}
				var r turn.Result
				for _, s := range tc.say {
					r = x.ask(s, "s")
				}
				if r.Outcome != turn.Done {
					t.Fatalf("%q: %s %q", tc.say, scheduled(r), r.Say)
				}
				id := tc.undo[:strings.LastIndex(tc.undo, ".")]
				x.restart(5*time.Minute+down, nil)
				if got := x.e.RunDue(context.Background()); got != 1 {
					t.Fatalf("RunDue after a restart: %d", got)
				}
				log := timerLog(t, x.db)
				last := log[len(log)-1]
				runs := down <= turn.Grace || tc.goesOff
				st, err := x.db.State(id)
				if err != nil {
					t.Fatal(err)
				}
				switch {
				case runs && (st[tc.attr] != tc.ended || last != "done "+tc.undo):
					t.Errorf("down %s: %s %s = %v, log %q: want it ended", down, id, tc.attr, st[tc.attr], log)
				case runs && down > turn.Grace && log[len(log)-2] != "late - due 08:05:00":
					t.Errorf("down %s: log %q, want it said late", down, log)
				case runs && down <= turn.Grace && strings.Contains(strings.Join(log, "\n"), "late"):
					t.Errorf("down %s: log %q, said late within grace", down, log)
				case !runs && (st[tc.attr] == tc.ended || last != "missed - due 08:05:00"):
					t.Errorf("down %s: %s %s = %v, log %q: want it missed, left as it was", down, id, tc.attr, st[tc.attr], log)
				}
				if kept := keptTimers(t, x.db); len(kept) != 0 {
					t.Errorf("kept after: %v", kept)
				}
				n++
			})
		}
	}
	if n != len(cases)*3 {
		t.Fatalf("%d cases ran, want %d", n, len(cases)*3)
	}
}
