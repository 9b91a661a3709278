package turn_test

import (
	"context"
	"strings"
	"testing"

	"edge/turn"
)

// TestNoSaidTwice: a correction opened by a no said twice, or with "wait"
// or "sorry", or by "nah" ("no no the hall light", "no wait, the hall
// light", "no sorry, the hall light", "nah, the hall light"), after every
// command of a list, does that command on what is named, as the command
// said of it does: they were not understood. Said alone while a yes is
// waited for, they cancel; "nah" before a command opens it.
func TestNoSaidTwice(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	nos := []string{"no no %s", "no no, %s", "no wait, %s", "no, wait, %s", "nah, %s", "nah %s", "no sorry, %s", "nope nope, %s",
		"no no no %s", "no no, i meant %s"}
	n := correctedAsSaid(t, ask, []followCmd{
		{"turn on the study lamp", "turn on %s", []string{"the bedside lamp", "the hall light", "the reading lamp"}},
		{"turn off the kitchen light", "turn off %s", []string{"the bedside lamp", "the hall light", "the garage light"}},
		{"dim the study lamp to 30 percent", "dim %s to 30 percent", []string{"the bedside lamp", "the dining light", "the kitchen light"}},
		{"close the living room curtain", "close %s", []string{"the bedroom blinds"}},
	}, nos)
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	for _, no := range []string{"no no", "no wait", "nah", "no sorry", "nope nope", "no, no"} {
		s := "confirm " + no
		ask("open the garage door", s)
		if r := ask(no, s); r.Outcome != turn.Cancelled {
			t.Errorf("%q after a question of yes: %s, want cancelled", no, planned(r))
		}
	}
	for _, c := range []string{"turn it off", "turn off the hall light", "dim it"} {
		ask("turn on the study lamp", "plain"+c)
		want := planned(ask(c, "plain"+c))
		ask("turn on the study lamp", "nah"+c)
		if got := planned(ask("nah, "+c, "nah"+c)); got != want || !strings.HasPrefix(got, "planned: ") {
			t.Errorf("%q after a command: %s, want %s", "nah, "+c, got, want)
		}
	}
}
