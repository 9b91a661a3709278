package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestAllButAnswers: all but some said while edge asks which room or which
// one ("all except the bedroom", "all of them but the kitchen", "except
// the study lamp"), is the command asked about on all it named but those,
// as the command said with its exception is: it was not understood. With
// nothing asked, or to a question of yes or no, nothing is done.
func TestAllButAnswers(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	asks := []struct {
		said, direct string
		but          []string
	}{
		{"turn on the lights", "turn on all the lights except %s", []string{"the bedroom", "the kitchen", "the garage", "the hall"}},
		{"turn off the lights", "turn off all the lights except %s", []string{"the bedroom", "the kitchen", "the study", "the garden"}},
		{"turn on the lamp", "turn on all the lamps except %s", []string{"the study lamp", "the bedside lamp", "the reading lamp"}},
	}
	forms := []string{"all except %s", "all of them except %s", "all but %s", "all of them but %s", "except %s", "except for %s",
		"all except %s please", "um, all except %s"}
	n := 0
	for _, a := range asks {
		for _, b := range a.but {
			direct := fmt.Sprintf(a.direct, b)
			want := planned(ask(direct, "direct"+direct))
			if !strings.HasPrefix(want, "planned: ") && !strings.HasPrefix(want, "confirm: ") {
				t.Fatalf("%q: %s", direct, want)
			}
			for _, f := range forms {
				said := fmt.Sprintf(f, b)
				n++
				s := fmt.Sprintf("b%d", n)
				if r := ask(a.said, s); r.Outcome != turn.Clarify {
					t.Fatalf("%q: %s, want a question of which", a.said, planned(r))
				}
				if got := planned(ask(said, s)); got != want {
					t.Errorf("%q after %q:\n got %s\nwant %s", said, a.said, got, want)
				}
			}
		}
	}
	if n < 60 {
		t.Errorf("%d conversations, want at least 60", n)
	}
	for _, before := range []string{"", "turn on the hall light", "unlock the front door", "is the tv on"} {
		for _, f := range forms {
			said := fmt.Sprintf(f, "the bedroom")
			s := "quiet" + before + said
			if before != "" {
				ask(before, s)
			}
			if r := ask(said, s); len(r.Actions) > 0 {
				t.Errorf("%q after %q: %s, want nothing done", said, before, planned(r))
			}
		}
	}
}
