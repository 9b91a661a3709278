package turn_test

import (
	"context"
	"strings"
	"testing"

	"edge/turn"
)

// TestRetimeKeptAdvice: the end of a command confirmed to last a while
// ("open the garage door for 10 minutes", yes) is not moved by a time said
// alone, and the reply's advice is one edge follows: not to cancel it (a
// cancel is refused for it too) but to say its command now, which does it
// and ends the timer. The end of a command whose own undoing asked ("turn
// off the kettle for 10 minutes": on again after) may be cancelled, and
// its reply still says so.
func TestRetimeKeptAdvice(t *testing.T) {
	type lasting struct {
		set, yes, end string // the command, its yes, what ends it now
	}
	sets := map[string][]lasting{
		"en": {{"open the garage door for 10 minutes", "yes", "close the garage door"}, {"unlock the front door for 10 minutes", "yes", "lock the front door"}},
		"zh": {{"打开车库门十分钟", "确认", "关上车库门"}},
	}
	moves := map[string][]string{
		"en": {"make it 20 minutes", "make it twenty minutes", "change it to half an hour please"},
		"zh": {"改成二十分钟", "换成半小时后"},
	}
	cancels := map[string]string{"en": "cancel the timer", "zh": "取消定时"}
	advice := map[string]string{"en": "say it now", "zh": "现在直接说"}
	n := 0
	for code, ls := range sets {
		for _, l := range ls {
			for _, move := range moves[code] {
				e, db, _ := demo(t)
				ask := func(text string) turn.Result {
					return e.Ask(context.Background(), turn.Request{Text: text, Session: "s"})
				}
				if r := ask(l.set); r.Outcome != turn.Confirm {
					t.Fatalf("%q: %s %q", l.set, r.Outcome, r.Say)
				}
				if r := ask(l.yes); r.Outcome != turn.Done {
					t.Fatalf("%q, yes: %s %q", l.set, r.Outcome, r.Say)
				}
				r := ask(move)
				if r.Outcome != turn.Blocked || !strings.Contains(r.Say, advice[code]) || strings.Contains(r.Say, "cancel") || strings.Contains(r.Say, "取消") {
					t.Errorf("%q after %q: %s %q, want it not moved, and to be told to say it now", move, l.set, r.Outcome, r.Say)
				}
				if r := ask(cancels[code]); r.Outcome != turn.Blocked {
					t.Errorf("%q after %q: %s %q, want the cancel refused", cancels[code], l.set, r.Outcome, r.Say)
				}
				if r := ask(l.end); r.Outcome != turn.Done || len(keptTimers(t, db)) != 0 {
					t.Errorf("%q after %q: %s %q, kept %v: want it done and the timer ended", l.end, l.set, r.Outcome, r.Say, keptTimers(t, db))
				}
				n++
			}
		}
	}
	if n < 8 {
		t.Errorf("%d conversations, want at least 8", n)
	}
	e, _, _ := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "k"})
	}
	ask("turn on the kettle")
	ask("yes")
	if r := ask("turn off the kettle for 10 minutes"); r.Outcome != turn.Confirm {
		t.Fatalf("kettle off for a while: %s %q", r.Outcome, r.Say)
	}
	ask("yes")
	if r := ask("make it 20 minutes"); r.Outcome != turn.Blocked || !strings.Contains(r.Say, "cancel it") {
		t.Errorf("kettle, moved: %s %q, want it not moved, and to be told to cancel it", r.Outcome, r.Say)
	}
	if r := ask("cancel the timer"); r.Outcome == turn.Blocked {
		t.Errorf("kettle, cancelled: %s %q, want the cancel taken", r.Outcome, r.Say)
	}
}
