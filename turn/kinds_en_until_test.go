package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"edge/home/hometest"
	"edge/turn"
)

// untilAt asks the demo home at 20:00, each text in a session of its own,
// and counts what it asks.
type untilAt struct {
	t *testing.T
	e *turn.Engine
	n int
}

func newUntilAt(t *testing.T) *untilAt {
	e, _, _ := engineAt(t, hometest.Load(t, "demo"), time.Date(2026, 7, 1, 20, 0, 0, 0, time.UTC))
	return &untilAt{t: t, e: e}
}

func (u *untilAt) ask(text string) turn.Result {
	return u.e.Ask(context.Background(), turn.Request{Text: text, Session: "until " + text, DryRun: true})
}

// asLength checks that text does what same, the command said to last a
// length, does: done now and undone then, said alike.
func (u *untilAt) asLength(text, same string) {
	u.t.Helper()
	u.n++
	want, got := u.ask(same), u.ask(text)
	if want.Outcome != turn.Planned || len(want.Actions) != 2 {
		u.t.Errorf("%q, the same for a length: %s, want done and undone", same, summary(want))
		return
	}
	if summary(got) != summary(want) || got.Say != want.Say {
		u.t.Errorf("%q: %s (%s), want %s (%s) as %q", text, summary(got), got.Say, summary(want), want.Say, same)
	}
}

// nothing checks that each text does nothing, now or later.
func (u *untilAt) nothing(texts ...string) {
	u.t.Helper()
	for _, text := range texts {
		u.n++
		if got := u.ask(text); strings.HasPrefix(summary(got), "planned:") || got.Outcome == turn.Scheduled {
			u.t.Errorf("%q: %s, want nothing done", text, summary(got))
		}
	}
}

// TestUntilATime says a command to last until a time of day ("turn on the
// kitchen light until 11", "leave the hall light on till 10 pm", "keep the
// fan on until midnight"), at 20:00: it does what the same said to last
// the minutes till then does ("… for 180 minutes"), now and undone then;
// it was not understood. An hour said alone is the sooner of its two
// halves of the day. A day or a part of one ("until tomorrow", "until the
// morning") tells no time, and a timer is no command: nothing is done.
func TestUntilATime(t *testing.T) {
	generatedKinds(t)
	u := newUntilAt(t)
	names := []string{"kitchen light", "hall light", "desk lamp", "bathroom fan", "tv", "living room fan", "garage light",
		"dining light", "kids room light"}
	forms := []string{"turn on the %s %s", "switch on the %s %s", "leave the %s on %s", "keep the %s on %s", "turn the %s off %s",
		"turn off the %s %s please"}
	times := map[string]int{"until 11": 180, "till 11 pm": 180, "until 9:30": 90, "until 10 pm": 120, "until midnight": 240,
		"til 11:15 pm": 195, "until ten": 120}
	for _, name := range names {
		for _, f := range forms {
			for until, mins := range times {
				u.asLength(fmt.Sprintf(f, name, until), fmt.Sprintf(f, name, fmt.Sprintf("for %d minutes", mins)))
			}
		}
	}
	u.nothing("turn on the kitchen light until tomorrow", "turn on the kitchen light until the morning",
		"set a timer until 11", "leave the tv on until later")
	if u.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", u.n)
	}
}
