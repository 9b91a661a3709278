package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestHomeAsked: which, how many, or whether any or all lights are on,
// asked with no place ("which lights are on", "how many lights are on",
// "are any lights on", "what lights are on", 哪些灯开着, 有几个灯亮着), reads
// every light of the home wherever the speaker is: it read the speaker's
// room's alone ("Living room ceiling light is off." to "which lights are
// on"). With a place said, or "are the lights on", it is the room's.
func TestHomeAsked(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	roomOf, lights := map[string]string{}, map[string]int{}
	for _, d := range h.Devices {
		roomOf[d.ID] = d.Room
		if d.Type == "light" {
			lights[d.Room]++
		}
	}
	home := []string{"which lights are on", "how many lights are on", "are any lights on", "what lights are on", "are all the lights off",
		"which lights are still on", "is any light on", "哪些灯开着", "有几个灯亮着", "哪些灯还亮着"}
	room := []string{"are the lights on", "which lights are on in here", "灯开着吗"}
	n := 0
	for r := range lights {
		for i, text := range append(home, room...) {
			n++
			res := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("%s.%d", r, i), Room: r, DryRun: true})
			away := false
			for _, rd := range res.Reads {
				away = away || roomOf[rd.Device] != r
			}
			if wide := i < len(home); res.Outcome != turn.Answer || away != wide {
				t.Errorf("in %s, %q: %s %q, want the home's lights read: %v", r, text, res.Outcome, res.Say, wide)
			}
		}
	}
	if n < 100 {
		t.Errorf("%d questions, want at least 100", n)
	}
}
