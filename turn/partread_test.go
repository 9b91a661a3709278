package turn_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"edge/home"
	"edge/turn"
)

// TestNamedPartRead: a question of a state a named device cannot tell
// ("is the back door open" where the back door is a lock) reads the device
// of the same room whose name is that name and more ("Back door contact"),
// for every door name and every word after it; a command on the name
// never reaches that device.
func TestNamedPartRead(t *testing.T) {
	doors := []string{"front door", "back door", "side door", "patio door", "garden gate"}
	parts := []string{"contact", "sensor", "reed switch", "status"}
	n := 0
	for i, d := range doors {
		for j, p := range parts {
			y := fmt.Sprintf("rooms:\n  - {id: r, name: Porch}\n  - {id: o, name: Office}\ndevices:\n"+
				"  - {id: lock.a, name: %s, room: r, type: lock, capabilities: [lock], state: {locked: true}}\n"+
				"  - {id: sensor.a, name: %s %s, room: r, type: sensor, capabilities: [contact], state: {contact: %v}}\n"+
				"  - {id: sensor.b, name: %s %s, room: o, type: sensor, capabilities: [contact], state: {contact: false}}\n",
				d, d, p, (i+j)%2 == 0, "office", p)
			h, err := home.Parse("doors.yaml", []byte(y))
			if err != nil {
				t.Fatal(err)
			}
			e, _, _ := engineAt(t, h, time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
			for _, q := range []string{"is the %s open", "is the %s closed", "is the %s still open", "can you check if the %s is open"} {
				text := fmt.Sprintf(q, d)
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
				n++
				if r.Outcome != "answer" || len(r.Reads) != 1 || r.Reads[0].Device != "sensor.a" {
					t.Errorf("%q (%s %s): %s %q %v, want sensor.a read", text, d, p, r.Outcome, r.Say, r.Reads)
				}
			}
			for _, text := range []string{"open the " + d, "turn on the " + d, "close the " + d} {
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
				for _, a := range r.Actions {
					if a.Device != "lock.a" {
						t.Errorf("%q: %s on %s, want nothing but the lock", text, a.Command, a.Device)
					}
				}
			}
		}
	}
	if n < 50 {
		t.Errorf("%d questions, want at least 50", n)
	}
}
