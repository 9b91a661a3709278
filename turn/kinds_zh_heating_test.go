package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseHeatingOfTheRoom says 暖气 of each room of the demo home with
// every verb and frame: it is what warms that room, its air conditioner
// switched on and set to heat, as "turn on the heating" is, or, where it
// has none, its heater ("儿童房暖气开一下" was 找不到“儿童房暖气”);
// the heater asks for a yes, as it always does. 空调 never reaches a
// heater, and 暖气 of a room with neither is still not found.
func TestChineseHeatingOfTheRoom(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	rooms := map[string]string{"儿童房": "switch.kids_heater", "小孩房间": "switch.kids_heater", "卧室": "climate.bedroom_ac", "客厅": "climate.living_ac"}
	frames := map[string][]string{
		"on":  {"%s暖气开一下", "把%s的暖气打开", "%s的暖气开开", "帮我开一下%s暖气吧", "打开%s的暖气"},
		"off": {"%s暖气关一下", "把%s的暖气关掉", "%s的暖气关了吧", "关掉%s暖气"},
	}
	n := 0
	for room, dev := range rooms {
		for cmd, fs := range frames {
			for _, f := range fs {
				text := fmt.Sprintf(f, room)
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("h%d", n), DryRun: true})
				n++
				want := fmt.Sprintf("planned: %s %s planned", dev, cmd)
				switch {
				case cmd == "on" && strings.HasPrefix(dev, "switch."):
					want = fmt.Sprintf("confirm: %s on pending", dev) // a heater asks
				case cmd == "on":
					want += fmt.Sprintf(", %s set planned", dev) // and heats (TestHeatSwitchedOn)
				}
				if got := summary(r); got != want {
					t.Errorf("%q: %s %q, want %s", text, got, r.Say, want)
				}
			}
			for _, f := range frames[cmd] {
				text := strings.Replace(fmt.Sprintf(f, room), "暖气", "空调", 1)
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("h%d", n), DryRun: true})
				n++
				if got := summary(r); strings.Contains(got, "heater") {
					t.Errorf("%q: %s, want no heater", text, got)
				}
			}
		}
	}
	for _, text := range []string{"厨房暖气开一下", "把车库的暖气打开"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("h%d", n), DryRun: true})
		n++
		if got := summary(r); runs(got) {
			t.Errorf("%q: %s %q, want nothing done", text, got, r.Say)
		}
	}
	if n < 60 {
		t.Fatalf("%d utterances, want at least 60", n)
	}
}
