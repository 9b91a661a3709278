package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"edge/turn"
)

// TestLastingEnd: the conversation around a command said to last a told
// length ("turn on the extractor fan for ten minutes", 排气扇开十分钟).
// A cancel right after it ("cancel that", "never mind", 取消, 算了) cancels
// the timer that was to undo it and says the device is left as it is:
// nothing is switched back unasked. The undoing command said before the
// time ("turn it off", 把它关了) is done and the timer cancelled with it,
// said so. A new length ("make it 20 minutes", 改成二十分钟) moves the
// undoing. "which one?" answered keeps the length.
func TestLastingEnd(t *testing.T) {
	generatedKinds(t)
	e, db, clk := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session})
	}
	type lasting struct {
		said, device, undo, name string
		zh                       bool
	}
	cmds := []lasting{
		{"turn on the extractor fan for ten minutes", "fan.bathroom", "off", "Bathroom fan", false},
		{"switch on the bathroom fan for 10 minutes", "fan.bathroom", "off", "Bathroom fan", false},
		{"turn on the tv for ten minutes", "media.living_tv", "off", "TV", false},
		{"leave the hall light on for half an hour", "light.hall", "off", "Hall light", false},
		{"turn on the kitchen light for 5 minutes", "light.kitchen", "off", "Kitchen light", false},
		{"排气扇开十分钟", "fan.bathroom", "off", "排气扇", true},
		{"把电视打开十分钟", "media.living_tv", "off", "电视", true},
		{"开门厅灯半小时", "light.hall", "off", "门厅灯", true},
	}
	cancels := map[bool][]string{false: {"cancel that", "never mind", "forget it", "cancel it"}, true: {"取消", "算了", "不用了"}}
	ends := map[bool][]string{false: {"turn it off", "switch it off", "turn it off now please"}, true: {"把它关了", "关掉它", "关了它吧"}}
	retimes := map[bool][]string{false: {"make it 20 minutes", "make it twenty minutes"}, true: {"改成二十分钟", "改成20分钟"}}
	n := 0
	start := func(c lasting, s string) {
		t.Helper()
		clk.t = clk.t.Add(5 * time.Minute) // past a device's bound of calls a minute
		r := ask(c.said, s)
		if r.Outcome != turn.Done || !slices.ContainsFunc(r.Actions, func(a turn.Action) bool { return a.Status == turn.StatusScheduled && a.Device == c.device }) {
			t.Fatalf("%q: %s %q, want done and its undoing set", c.said, planned(r), r.Say)
		}
	}
	has := func(device string) bool {
		return slices.ContainsFunc(keptTimers(t, db), func(k string) bool { return strings.HasPrefix(k, device+".") })
	}
	for _, c := range cmds {
		for _, cancel := range cancels[c.zh] {
			n++
			s := fmt.Sprintf("le%d", n)
			start(c, s)
			r := ask(cancel, s)
			left := "left as is"
			if c.zh {
				left = "保持现状"
			}
			if r.Outcome != turn.Done || len(r.Actions) > 0 || !strings.Contains(r.Say, c.name) || !strings.Contains(r.Say, left) {
				t.Errorf("%q after %q: %s %q, want the timer cancelled and %s said left as is", cancel, c.said, planned(r), r.Say, c.name)
			}
			if has(c.device) {
				t.Errorf("%q after %q: a timer of %s kept", cancel, c.said, c.device)
			}
		}
		for _, end := range ends[c.zh] {
			n++
			s := fmt.Sprintf("le%d", n)
			start(c, s)
			r := ask(end, s)
			done := slices.ContainsFunc(r.Actions, func(a turn.Action) bool {
				return a.Device == c.device && a.Command == c.undo && a.Status == turn.StatusDone
			})
			cancelled := "Cancelled"
			if c.zh {
				cancelled = "已取消"
			}
			if r.Outcome != turn.Done || !done || len(r.Actions) != 1 || !strings.Contains(r.Say, cancelled) {
				t.Errorf("%q after %q: %s %q, want %s %s and the timer said cancelled", end, c.said, planned(r), r.Say, c.device, c.undo)
			}
			if has(c.device) {
				t.Errorf("%q after %q: a timer of %s kept", end, c.said, c.device)
			}
		}
		for _, re := range retimes[c.zh] {
			n++
			s := fmt.Sprintf("le%d", n)
			start(c, s)
			r := ask(re, s)
			due := c.device + "." + c.undo + " due " + clk.t.Add(20*time.Minute).Format("15:04:05")
			if r.Outcome != turn.Scheduled || !slices.Contains(keptTimers(t, db), due) {
				t.Errorf("%q after %q: %s %q, timers %q, want %s", re, c.said, planned(r), r.Say, keptTimers(t, db), due)
			}
			ask(cancels[c.zh][0], s)
			if has(c.device) {
				t.Errorf("%q after %q, then cancelled: a timer of %s kept", re, c.said, c.device)
			}
		}
	}
	for _, w := range []struct{ said, answer string }{
		{"turn on the fan for ten minutes", "the bathroom one"}, {"turn on the fan for ten minutes", "bathroom"},
		{"turn on the fan for ten minutes", "the first one"}, {"风扇开十分钟", "卫生间的"}, {"风扇开十分钟", "第一个"},
	} {
		n++
		s := fmt.Sprintf("le%d", n)
		clk.t = clk.t.Add(5 * time.Minute)
		if r := ask(w.said, s); r.Outcome != turn.Clarify {
			t.Fatalf("%q: %s, want which asked", w.said, planned(r))
		}
		r := ask(w.answer, s)
		if !slices.ContainsFunc(r.Actions, func(a turn.Action) bool { return a.Command == "off" && a.Status == turn.StatusScheduled }) {
			t.Errorf("%q after %q: %s %q, want the length kept", w.answer, w.said, planned(r), r.Say)
		}
		ask(cancels[false][0], s)
	}
	if n < 60 {
		t.Errorf("%d conversations, want at least 60", n)
	}
}
