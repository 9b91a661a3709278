package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"edge/home"
	"edge/turn"
)

// TestDoorsLockedByTheirLocks: "lock all the doors" (every door, 把门都锁上)
// where each door is a contact and its lock a device of its own ("Front
// door lock", 前门锁) locks every lock named for a door, and no other
// lock; unlocking them asks first; a room said keeps to its doors. For
// homes of one to four such doors, in two rooms, in both languages.
func TestDoorsLockedByTheirLocks(t *testing.T) {
	doors := []struct{ en, zh string }{{"front", "前"}, {"back", "后"}, {"side", "侧"}, {"patio", "阳台"}}
	n := 0
	for k := 1; k <= len(doors); k++ {
		var b strings.Builder
		b.WriteString("rooms:\n  - {id: hall, name: Hall, aliases: [门厅]}\n  - {id: kitchen, name: Kitchen, aliases: [厨房]}\ndevices:\n")
		b.WriteString("  - {id: lock.safe, name: Safe lock, aliases: [保险箱锁], room: hall, type: lock, capabilities: [lock], state: {locked: false}}\n")
		var want, inHall []string
		for i, d := range doors[:k] {
			room := []string{"hall", "kitchen"}[i%2]
			fmt.Fprintf(&b, "  - {id: sensor.%s, name: %s door, aliases: [%s门], room: %s, type: sensor, capabilities: [contact], state: {contact: false}}\n", d.en, d.en, d.zh, room)
			fmt.Fprintf(&b, "  - {id: lock.%s, name: %s door lock, aliases: [%s门锁], room: %s, type: lock, capabilities: [lock], state: {locked: false}}\n", d.en, d.en, d.zh, room)
			want = append(want, "lock."+d.en)
			if room == "hall" {
				inHall = append(inHall, "lock."+d.en)
			}
		}
		slices.Sort(want)
		slices.Sort(inHall)
		h, err := home.Parse("doors.yaml", []byte(b.String()))
		if err != nil {
			t.Fatal(err)
		}
		e, _, _ := engineAt(t, h, time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
		check := func(text, outcome, command string, want []string) {
			n++
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprint(text, k), DryRun: true})
			var got []string
			for _, a := range r.Actions {
				if a.Command != command {
					t.Errorf("%q (%d doors): %s %s", text, k, a.Command, a.Device)
				}
				got = append(got, a.Device)
			}
			slices.Sort(got)
			if r.Outcome != outcome || !slices.Equal(got, want) {
				t.Errorf("%q (%d doors): %s %v %q, want %s %v", text, k, r.Outcome, got, r.Say, outcome, want)
			}
		}
		for _, text := range []string{"lock all the doors", "lock every door", "please lock all doors", "把门都锁上", "把所有的门都锁上"} {
			check(text, "planned", "lock", want)
		}
		for _, text := range []string{"unlock all the doors", "unlock every door"} {
			check(text, "confirm", "unlock", want)
		}
		if len(inHall) > 0 {
			check("lock all the doors in the hall", "planned", "lock", inHall)
		}
	}
	if n < 20 {
		t.Errorf("%d commands, want at least 20", n)
	}
}
