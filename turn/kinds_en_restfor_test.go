package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestRestFor says a command that puts things to rest with the part of
// the day it is for ("turn off the tv for the night", "shut everything
// down for the night", "lock the front door overnight", "lock up for the
// night"): it does what
// the command alone does, where it was a room edge did not know or the
// scene Good night. Said of things switched on or opened it is how long
// they are to last, and a time said with "before" may be still to come:
// neither is done. A purpose with "so i can" is why it is said: the
// command alone is done, and nothing the purpose names.
func TestRestFor(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("r%d", n), DryRun: true})
	}
	rest := []string{"turn off the tv", "switch the hall light off", "shut everything down", "turn everything off", "kill the kitchen light",
		"close the living room curtain", "lock the front door", "pause the tv", "stop the vacuum", "power down the bathroom fan",
		"turn off the lights in the kitchen", "turn the study lights out", "close the garage door", "lock up", "close up the garage"}
	awake := []string{"turn on the garden lights", "switch the hall light on", "open the living room curtain", "unlock the front door",
		"turn on the kids room heater", "start the vacuum", "turn the bedroom ac on", "open the garage door", "turn up the tv"}
	spans := []string{"for the night", "for tonight", "for the evening", "for today", "for the rest of the night", "overnight", "for bed",
		"for the morning", "for the afternoon"}
	befores := []string{"before bed", "before i go to bed", "before i leave", "before we go out"}
	for _, cmd := range rest {
		want := summary(ask(cmd))
		for _, s := range spans {
			for _, text := range []string{cmd + " " + s, cmd + ", " + s, "please " + cmd + " " + s} {
				if got := summary(ask(text)); got != want {
					t.Errorf("%q: %s, want as %q: %s", text, got, cmd, want)
				}
			}
		}
	}
	for _, cmd := range awake {
		for _, s := range spans {
			if r := ask(cmd + " " + s); len(r.Actions) > 0 {
				t.Errorf("%q: %s, want nothing done: how long it lasts is not kept", cmd+" "+s, summary(r))
			}
		}
	}
	for _, cmd := range append(rest, awake...) {
		for _, b := range befores {
			if r := ask(cmd + " " + b); len(r.Actions) > 0 {
				t.Errorf("%q: %s, want nothing done now", cmd+" "+b, summary(r))
			}
		}
	}
	for _, cmd := range append(rest, awake...) {
		want := summary(ask(cmd))
		for _, p := range []string{"so i can read", "so that we can see", "so i can turn off the tv", "so they can sleep"} {
			if got := summary(ask(cmd + " " + p)); got != want {
				t.Errorf("%q: %s, want as %q: %s", cmd+" "+p, got, cmd, want)
			}
		}
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
	for text, want := range map[string]string{
		"turn on the kids room heater so i can sleep": "confirm: switch.kids_heater on pending",
		"open the garage door so i can get the car":   "confirm: cover.garage_door open pending",
		"turn off the tv for the night":               "planned: media.living_tv off planned",
		"good night":                                  "planned: scene.good_night activate planned",
	} {
		if got := summary(ask(text)); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
}
