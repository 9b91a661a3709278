package turn_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"edge/turn"
)

// TestDelayParts says a length of time in the ways it is said beyond
// numbers joined by "and": parts without "and" ("1 hour 30 minutes", "2
// minutes 30 seconds"), a part of a unit ("a quarter of an hour", "three
// quarters of an hour") and a couple of units ("a couple of hours"). Said
// as a delay, the command is scheduled at its end; as a timer, the timer
// runs that long; as how long a command lasts, the command is undone at
// its end. Before, each was not understood. A hazardous device still asks
// first, and parts out of order ("in 30 minutes 2 hours") are not read as
// a delay.
func TestDelayParts(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	now := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, Holder: session, DryRun: true})
	}
	lengths := map[string]int{
		"1 hour 30 minutes": 5400, "2 hours 15 minutes": 8100, "one hour thirty minutes": 5400, "1 hr 20 mins": 4800,
		"2 minutes 30 seconds": 150, "1 minute 15 seconds": 75, "a quarter of an hour": 900, "quarter of an hour": 900,
		"three quarters of an hour": 2700, "a couple of hours": 7200, "a couple hours": 7200, "a couple of minutes": 120,
		"1 hour 30 minutes and 20 seconds": 5420,
	}
	at := func(secs int) string { return now.Add(time.Duration(secs) * time.Second).Format(time.RFC3339) }
	n := 0
	for said, secs := range lengths {
		for _, f := range []string{"turn off the tv in %s", "in %s turn off the tv", "switch the study lamp on after %s", "close the living room curtain in %s"} {
			text := fmt.Sprintf(f, said)
			n++
			r := ask(text, fmt.Sprintf("d%d", n))
			if r.Outcome != "scheduled" || len(r.Actions) != 1 || r.Actions[0].At != at(secs) {
				t.Errorf("%q: %s %v, want scheduled at %s", text, summary(r), r.Actions, at(secs))
			}
		}
		for _, f := range []string{"set a timer for %s", "timer for %s", "start a timer for %s please"} {
			text := fmt.Sprintf(f, said)
			n++
			r := ask(text, fmt.Sprintf("d%d", n))
			if r.Outcome != "scheduled" || len(r.Actions) > 0 || len(r.Timers) != 1 || r.Timers[0].Seconds != secs {
				t.Errorf("%q: %s %+v (say %s), want a timer of %d seconds", text, summary(r), r.Timers, r.Say, secs)
			}
		}
		for _, f := range []string{"turn on the living room fan for %s", "turn the bathroom fan on for %s"} {
			text := fmt.Sprintf(f, said)
			n++
			r := ask(text, fmt.Sprintf("d%d", n))
			if r.Outcome != "planned" || len(r.Actions) != 2 || r.Actions[1].Command != "off" || r.Actions[1].At != at(secs) {
				t.Errorf("%q: %s %v, want on now and off at %s", text, summary(r), r.Actions, at(secs))
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	for _, c := range []struct{ text, want string }{
		{"turn on the kettle in 1 hour 30 minutes", "confirm: switch.kettle on pending"},
		{"open the garage door in a quarter of an hour", "confirm: cover.garage_door open pending"},
		{"turn on the kids room heater for a couple of hours", "confirm: switch.kids_heater on pending, switch.kids_heater off scheduled"},
	} {
		if r := ask(c.text, "h"+c.text); summary(r) != c.want {
			t.Errorf("%q: %s, want %s", c.text, summary(r), c.want)
		}
	}
	for _, text := range []string{"turn off the tv in 30 minutes 2 hours", "turn off the tv in a few minutes", "turn off the tv in a couple"} {
		if r := ask(text, "n"+text); len(r.Actions) > 0 {
			t.Errorf("%q: %s, want nothing done", text, summary(r))
		}
	}
}
