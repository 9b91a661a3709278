package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestConfirmBut: all but some said to a yes-or-no question of a command
// on all of something ("turn off all the lights?" "except the bedroom",
// "all except the kitchen", "except for the study lamp") is that command
// with its exception, as said whole: asked again, or done where that
// needs no yes. It cancelled. Asked of more than one command, of a
// command put off to later, or of one thing, it still cancels and
// nothing is done.
func TestConfirmBut(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	sweeps := []struct {
		said, direct string
		but          []string
	}{
		{"turn off all the lights", "turn off all the lights except %s", []string{"the bedroom", "the kitchen", "the study", "the garden"}},
		{"turn on all the lights", "turn on all the lights except %s", []string{"the bedroom", "the hall", "the garage", "the study lamp"}},
		{"switch off every light", "switch off every light except %s", []string{"the kitchen", "the landing"}},
		{"turn off everything", "turn off everything except %s", []string{"the bedroom", "the living room", "the kitchen"}},
	}
	forms := []string{"except %s", "except for %s", "all except %s", "all of them but %s", "all but %s", "um, except %s",
		"except %s please"}
	n := 0
	for _, sw := range sweeps {
		for _, b := range sw.but {
			direct := fmt.Sprintf(sw.direct, b)
			want := planned(ask(direct, "direct"+direct))
			if !strings.HasPrefix(want, "planned: ") && !strings.HasPrefix(want, "confirm: ") {
				t.Fatalf("%q: %s", direct, want)
			}
			for _, f := range forms {
				said := fmt.Sprintf(f, b)
				n++
				s := fmt.Sprintf("cb%d", n)
				if r := ask(sw.said, s); r.Outcome != turn.Confirm {
					t.Fatalf("%q: %s, want a yes asked for", sw.said, planned(r))
				}
				if got := planned(ask(said, s)); got != want {
					t.Errorf("%q after %q:\n got %s\nwant %s", said, sw.said, got, want)
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("%d conversations, want at least 80", n)
	}
	for _, before := range []string{"turn off all the lights and lock the front door", "in ten minutes turn off all the lights",
		"unlock the front door", "open the garage door"} {
		for _, f := range forms {
			said := fmt.Sprintf(f, "the bedroom")
			s := "cancel" + before + said
			if r := ask(before, s); r.Outcome != turn.Confirm {
				t.Fatalf("%q: %s, want a yes asked for", before, planned(r))
			}
			if r := ask(said, s); r.Outcome != turn.Cancelled || len(r.Actions) > 0 {
				t.Errorf("%q after %q: %s, want it cancelled", said, before, planned(r))
			}
		}
	}
}
