package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestRetimeByNumberAlone: a number said alone after a delayed command or
// a timer was set ("make it 20", "no, 20", "actually 20", 改成二十) moves
// it to that many of the unit its time was said in, or to that hour of a
// time of day, and does nothing now: it set the tv's volume to 20. With
// nothing set the turn before, the number is what it was.
func TestRetimeByNumberAlone(t *testing.T) {
	x := newTimed(t) // 08:00
	firsts := []struct{ code, said, due string }{
		{"en", "turn off the TV in 10 minutes", "T08:20:00Z"},
		{"en", "in 5 minutes turn on the hall light", "T08:20:00Z"},
		{"en", "turn on the hall light in an hour", "2026-05-02T04:00:00Z"}, // 20 hours
		{"en", "turn off the TV at 7 pm", "T20:00:00Z"},
		{"zh", "十分钟后关电视", "T08:20:00Z"},
	}
	numbers := map[string][]string{
		"en": {"make it %d", "no, %d", "actually %d", "change it to %d", "no make it %d", "make it %d please", "make that %d"},
		"zh": {"改成%d", "改成%d吧", "不对，改成%d"},
	}
	n := 0
	for _, f := range firsts {
		for _, w := range numbers[f.code] {
			n++
			s := fmt.Sprintf("bare%d", n)
			if r := x.ask(f.said, s); !strings.HasPrefix(scheduled(r), "scheduled") {
				t.Fatalf("%q: %s", f.said, scheduled(r))
			}
			num := 20
			if strings.Contains(f.said, "pm") {
				num = 8
			}
			said := fmt.Sprintf(w, num)
			r := x.ask(said, s)
			if got := scheduled(r); !strings.HasPrefix(got, "scheduled") || !strings.Contains(got, f.due) {
				t.Errorf("%q after %q: %s %q, want it moved to %s", said, f.said, got, r.Say, f.due)
			}
			x.ask("cancel all timers", s)
		}
	}
	x.ask("set a timer for 10 minutes", "timer")
	if r := x.ask("make it 15", "timer"); !strings.Contains(r.Say, "15 minutes") {
		t.Errorf("a timer moved: %s %q", scheduled(r), r.Say)
	}
	if r := x.ask("make it 20", "fresh"); strings.HasPrefix(scheduled(r), "scheduled") {
		t.Errorf("with nothing set: %s %q", scheduled(r), r.Say)
	}
	if n < 20 {
		t.Errorf("%d wordings, want at least 20", n)
	}
}
