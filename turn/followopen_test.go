package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestFollowUpOpened: a follow-up that only names, opened by the words
// that open what people say ("oh and the hall light", "ok and …", "well,
// … too", "alright, … too", "yeah and …"), after every command of a list,
// is that command on what is named, as the command said of it does: the
// opening words were read as names and it was not understood. With no
// command before, nothing is done.
func TestFollowUpOpened(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	openers := []string{"oh and %s", "oh, %s too", "ok and %s", "okay, and %s", "alright, %s too", "oh also %s", "well, %s too",
		"yeah and %s", "so, %s as well", "right, and %s", "oh and %s too please", "anyway, %s too", "oh yeah, and %s"}
	cmds := []struct {
		first, verb string
		targets     []string
	}{
		{"turn on the study lamp", "turn on %s", []string{"the bedside lamp", "the hall light", "the reading lamp"}},
		{"turn off the kitchen light", "turn off %s", []string{"the bedside lamp", "the hall light", "the garage light"}},
		{"dim the study lamp to 30 percent", "dim %s to 30 percent", []string{"the bedside lamp", "the dining light", "the kitchen light"}},
	}
	n := 0
	for _, c := range cmds {
		for _, tg := range c.targets {
			want := planned(ask(fmt.Sprintf(c.verb, tg), "direct"))
			if !strings.HasPrefix(want, "planned: ") {
				t.Fatalf("%q: %s", fmt.Sprintf(c.verb, tg), want)
			}
			for _, o := range openers {
				n++
				s := fmt.Sprintf("s%d", n)
				ask(c.first, s)
				text := fmt.Sprintf(o, tg)
				if got := planned(ask(text, s)); got != want {
					t.Errorf("%q after %q:\n got %s\nwant %s", text, c.first, got, want)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	for _, o := range openers {
		text := fmt.Sprintf(o, "the bedside lamp")
		if r := ask(text, "fresh"+o); len(r.Actions) > 0 {
			t.Errorf("%q with nothing before: %s, want nothing done", text, planned(r))
		}
	}
}
