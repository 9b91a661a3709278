package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestExceptionElsewhereWidens: every light but a room, or but one light,
// said in a room other than the one excepted ("turn off all the lights
// except the kitchen" in the living room, 除了厨房，灯都关了) is every room's
// lights but those excepted. It was the speaker's room's lights alone,
// which nothing was excepted from: the kitchen's stayed on as asked, and
// so did every other room's. For every pair of rooms of the demo home
// with lights, and every light said as the exception: something outside
// the speaker's room is reached, and nothing excepted.
func TestExceptionElsewhereWidens(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	roomOf, nameOf, lights := map[string]string{}, map[string]string{}, map[string][]string{}
	names := map[string][2]string{}
	for _, r := range h.Rooms {
		zh := ""
		for _, a := range r.Aliases {
			if a[0] >= 0x80 && zh == "" {
				zh = a
			}
		}
		names[r.ID] = [2]string{strings.ToLower(r.Name), zh}
	}
	for _, d := range h.Devices {
		roomOf[d.ID], nameOf[d.ID] = d.Room, strings.ToLower(d.Name)
		if d.Type == "light" {
			lights[d.Room] = append(lights[d.Room], d.ID)
		}
	}
	check := func(text, here string, out func(id string) bool) {
		t.Helper()
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text + here, Room: here, DryRun: true})
		away := false
		for _, a := range r.Actions {
			if out(a.Device) {
				t.Errorf("in %s, %q: %s %s", here, text, a.Command, a.Device)
			}
			away = away || roomOf[a.Device] != here
		}
		if !away {
			t.Errorf("in %s, %q: %s %q, want the lights of other rooms too", here, text, r.Outcome, r.Say)
		}
	}
	n := 0
	for here := range lights {
		for there := range lights {
			if here == there || names[there][1] == "" {
				continue
			}
			out := func(id string) bool { return roomOf[id] == there }
			for _, f := range []string{"turn off all the lights except the %[1]s", "turn every light off but the %[1]s",
				"switch off all lights apart from the %[1]s", "除了%[2]s，灯都关了", "除了%[2]s的灯都关掉", "把灯全关了，%[2]s除外"} {
				check(fmt.Sprintf(f, names[there][0], names[there][1]), here, out)
				n++
			}
			for _, id := range lights[there] {
				check("turn off all the lights except the "+nameOf[id], here, func(got string) bool { return got == id })
				n++
			}
		}
	}
	if n < 300 {
		t.Errorf("%d commands, want at least 300", n)
	}
}
