package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestAlongLastChange: "more" or "less" said with nothing but how much
// ("a bit more", "a little less", "more please") after a change by a step,
// for every change of a list and every wording, is that change again, the
// same way for more and the other way for less: "dim the kitchen light",
// then "a bit more", brightened it. After a command that changes nothing
// by a step, "more" still raises and "less" lowers.
func TestAlongLastChange(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	changes := []string{"dim the kitchen light", "brighten the study lamp", "turn down the tv", "turn up the study speaker",
		"turn up the bedroom ac", "turn the living room ac down", "lower the bedroom blinds by 20", "make the living room light warmer",
		"turn the volume down on the tv", "make the bedside lamp brighter"}
	mores := []string{"more", "a bit more", "a little more", "some more", "a tad more", "more please", "um, more", "a little bit more"}
	lesses := []string{"less", "a bit less", "a little less", "less please"}
	ways := []struct {
		words []string
		sign  float64
	}{{mores, 1}, {lesses, -1}}
	step := func(r turn.Result) (string, float64) {
		if r.Outcome != turn.Planned || len(r.Actions) != 1 {
			return planned(r), 0
		}
		a := r.Actions[0]
		for k, v := range a.Args {
			if f, ok := v.(float64); ok {
				return a.Device + " " + k, f
			}
			if n, ok := v.(int); ok {
				return a.Device + " " + k, float64(n)
			}
		}
		return planned(r), 0
	}
	n := 0
	for _, c := range changes {
		what, by := step(ask(c, "first"+c))
		if by == 0 {
			t.Fatalf("%q: %s, want a change by a step", c, what)
		}
		for _, way := range ways {
			for _, w := range way.words {
				n++
				s := fmt.Sprintf("s%d", n)
				ask(c, s)
				want := way.sign * by
				if gotWhat, got := step(ask(w, s)); gotWhat != what || got != want {
					t.Errorf("%q after %q: %s %v, want %s %v", w, c, gotWhat, got, what, want)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d conversations, want at least 100", n)
	}
	for _, c := range []string{"turn on the study lamp", "set the study lamp to 50 percent"} {
		for _, way := range ways {
			for _, w := range way.words {
				n++
				s := fmt.Sprintf("s%d", n)
				ask(c, s)
				if _, got := step(ask(w, s)); got*way.sign <= 0 {
					t.Errorf("%q after %q: a step of %v", w, c, got)
				}
			}
		}
	}
}
