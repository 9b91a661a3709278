package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestMixedStatesCounted: a yes or no asked of the lights of a room when
// one of them is on ("are the lights in the kitchen on", "… off",
// 厨房的灯都开着吗) says how many of them are on and which, never only the
// one that is on as if it were all of them; for every room of the demo
// home with more than one light, each light in turn.
func TestMixedStatesCounted(t *testing.T) {
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	n := 0
	ask := func(text string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprint("s", n)})
	}
	for _, room := range h.Rooms {
		var lights []string
		for _, d := range h.Devices {
			if d.Room == room.ID && d.Type == "light" {
				lights = append(lights, d.Name)
			}
		}
		if len(lights) < 2 {
			continue
		}
		zh := ""
		for _, a := range room.Aliases {
			if a[0] >= 0x80 {
				zh = a
			}
		}
		if r := ask("turn off the lights in the " + room.Name); r.Outcome != "done" {
			t.Fatalf("turn off the lights in the %s: %s %q", room.Name, r.Outcome, r.Say)
		}
		for _, light := range lights {
			if r := ask("turn on " + light); r.Outcome != "done" {
				t.Fatalf("turn on %s: %s %q", light, r.Outcome, r.Say)
			}
			for _, q := range []string{"are the lights in the %s on", "are all the lights in the %s on", "are the lights in the %s off", "are all the %s lights off"} {
				text := fmt.Sprintf(q, room.Name)
				r := ask(text)
				if r.Outcome != "answer" || len(r.Reads) < 2 || !strings.HasPrefix(r.Say, fmt.Sprintf("1 of %d ", len(r.Reads))) {
					t.Errorf("%q with %s on: %s %d reads %q, want how many", text, light, r.Outcome, len(r.Reads), r.Say)
				}
				if strings.HasSuffix(text, "on") && !strings.Contains(r.Say, light) {
					t.Errorf("%q with %s on: %q does not name it", text, light, r.Say)
				}
			}
			if zh != "" {
				for _, q := range []string{"%s的灯都开着吗", "%s的灯都关了吗"} {
					text := fmt.Sprintf(q, zh)
					r := ask(text)
					if r.Outcome != "answer" || len(r.Reads) < 2 || !strings.HasPrefix(r.Say, fmt.Sprintf("%d个里有1个", len(r.Reads))) {
						t.Errorf("%q with %s on: %s %d reads %q, want how many", text, light, r.Outcome, len(r.Reads), r.Say)
					}
				}
			}
			if r := ask("turn off " + light); r.Outcome != "done" {
				t.Fatalf("turn off %s: %s %q", light, r.Outcome, r.Say)
			}
		}
	}
	if n < 40 {
		t.Errorf("%d questions, want at least 40", n)
	}
}
