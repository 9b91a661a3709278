package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestOtherPicked: "the other one", "not that one", 另一个, 不是这个 said
// right after a command whose words fit two devices and the speaker's room
// picked one with no question ("turn on the ac" in the bedroom) is the
// same command on the other; where the words fit more than two it asks
// which of the rest. They were not understood. After a name that fits one
// device, a place said, a question, or another command between, nothing
// is done.
func TestOtherPicked(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session, room string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, Room: room, DryRun: true})
	}
	en := []string{"the other one", "no, the other one", "not that one", "the other one please", "i meant the other one"}
	zh := []string{"另一个", "另外一个", "不对，另一个", "不是这个", "另一台"}
	pairs := []struct{ room, class, zhClass, picked, other string }{
		{"bedroom", "ac", "空调", "climate.bedroom_ac", "climate.living_ac"},
		{"living", "ac", "空调", "climate.living_ac", "climate.bedroom_ac"},
		{"bathroom", "fan", "风扇", "fan.bathroom", "fan.living"},
		{"living", "fan", "风扇", "fan.living", "fan.bathroom"},
	}
	n := 0
	for _, p := range pairs {
		commands := []struct {
			said, cmd string
			words     []string
		}{
			{"turn on the " + p.class, "on", en}, {"turn off the " + p.class, "off", en}, {"switch the " + p.class + " on please", "on", en},
			{"打开" + p.zhClass, "on", zh}, {"把" + p.zhClass + "关了", "off", zh},
		}
		for _, c := range commands {
			for _, w := range c.words {
				n++
				s := fmt.Sprintf("picked%d", n)
				if r := ask(c.said, s, p.room); len(r.Actions) != 1 || r.Actions[0].Device != p.picked {
					t.Fatalf("%q in the %s: %s, want %s", c.said, p.room, planned(r), p.picked)
				}
				r := ask(w, s, p.room)
				if r.Outcome != turn.Planned || len(r.Actions) != 1 || r.Actions[0].Device != p.other || r.Actions[0].Command != c.cmd {
					t.Errorf("%q in the %s, %q: %s, want %s %s", c.said, p.room, w, planned(r), p.other, c.cmd)
				}
			}
		}
	}
	if n < 90 {
		t.Errorf("%d conversations, want at least 90", n)
	}
	// more than two fit: which of the rest is asked.
	for i, w := range []string{"the other one", "另一个"} {
		s := fmt.Sprintf("lamps%d", i)
		ask("turn on the lamp", s, "study")
		if r := ask(w, s, "study"); r.Outcome != turn.Clarify || len(r.Options) != 2 || len(r.Actions) > 0 {
			t.Errorf("%q after the study lamp of three: %s %d options, want which of two asked", w, planned(r), len(r.Options))
		}
	}
	// nothing picked the turn before: nothing is done.
	for i, before := range [][]string{{"turn on the tv"}, {"turn on the bedroom ac"}, {"turn on the ac in the bedroom"},
		{"is the ac on"}, {"turn on the ac", "turn off the tv"}, {"打开卧室空调"}, {"turn on the ac", "the other one"}} {
		for _, w := range []string{"the other one", "另一个"} {
			s := fmt.Sprintf("none%d%s", i, w)
			for _, said := range before {
				ask(said, s, "bedroom")
			}
			if r := ask(w, s, "bedroom"); len(r.Actions) > 0 {
				t.Errorf("%q after %q: %s, want nothing done", w, before, planned(r))
			}
		}
	}
}
