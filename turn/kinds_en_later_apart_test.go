package turn_test

import (
	"context"
	"testing"

	"edge/turn"
)

// TestLaterApartEnglish says an English command now and another put off
// in one utterance ("turn off the light and in ten minutes turn off the
// tv", "turn on the oven and turn it off in 30 minutes", "close the blinds,
// at 7 turn on the lamp") does neither and says so, in words that tell
// what to do, as Chinese does: it was "Sorry, I didn't understand that".
// A time said before both, or after the only command, is as it was: their
// time.
func TestLaterApartEnglish(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "s" + text, DryRun: true})
	}
	const why = "Nothing done. I can't do one part now and put another off in one go. Say the part for later on its own, with its time."
	firsts := []string{"turn off the light", "turn on the kitchen light", "switch off the tv", "close the blinds", "turn on the bedroom ac"}
	joins := []string{" and ", ", ", " and then ", " then "}
	n := 0
	check := func(text string) {
		n++
		if r := ask(text); r.Outcome != turn.NotUnderstood || len(r.Actions) > 0 || len(r.Timers) > 0 || r.Say != why {
			t.Errorf("%q: %s %v (%s), want nothing done and why said", text, planned(r), r.Timers, r.Say)
		}
	}
	for _, f := range firsts {
		for _, j := range joins {
			for _, d := range []string{"in ten minutes", "in 5 minutes", "in half an hour", "in an hour", "in 30 seconds"} {
				for _, s := range []string{"turn off the tv", "turn on the hall light", "lock the front door"} {
					check(f + j + d + " " + s) // the time before the second
					check(f + j + s + " " + d) // the time after it
				}
			}
		}
	}
	if n < 300 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
	for _, text := range []string{"in 10 minutes turn off the tv and then turn off the hall light", "turn off the tv in 10 minutes", "in five minutes turn off the kitchen light"} {
		if r := ask(text); r.Outcome != turn.Scheduled {
			t.Errorf("%q: %s (%s), want it put off", text, planned(r), r.Say)
		}
	}
}
