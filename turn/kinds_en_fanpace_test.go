package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestFanSaidFasterOrSlower says a fan faster or slower, tersely or with a
// verb, with wake words, degrees and courtesies, of the demo home's fan
// with a speed: a step of its speed up or down, as "fan up" is; it was
// not understood. So is "make the fan go faster", and "slow down the
// fan". Said of no fan ("play faster", "talk slower", "mow
// faster", "vacuum slower", "faster"), nothing acts.
func TestFanSaidFasterOrSlower(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	steps := map[string]int{"faster": 10, "slower": -10}
	openers := []string{"", "hey google ", "alexa ", "um ", "can you "}
	forms := []string{"%s", "the %s", "make the %s", "turn the %s", "set the %s", "run the %s", "make the %s go"}
	names := []string{"fan", "living room fan", "fan in the living room"}
	degrees := []string{"", "a bit ", "a little ", "much "}
	want := map[string]string{}
	for _, o := range openers {
		for _, f := range forms {
			for _, n := range names {
				for _, d := range degrees {
					for w, step := range steps {
						for _, end := range []string{"", " please"} {
							text := o + fmt.Sprintf(f, n) + " " + d + w + end
							want[text] = fmt.Sprintf("planned: fan.living set speed_step=%d planned", step)
						}
					}
				}
			}
		}
	}
	for _, o := range openers {
		for _, f := range []string{"slow down the %s", "slow the %s down"} {
			for _, n := range names {
				for _, end := range []string{"", " please", " a bit"} {
					want[o+fmt.Sprintf(f, n)+end] = "planned: fan.living set speed_step=-10 planned"
				}
			}
		}
	}
	if len(want) < 500 {
		t.Fatalf("%d wordings, want at least 500", len(want))
	}
	i := 0
	for text, w := range want {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("fp%d", i), DryRun: true})
		got := summary(r)
		if len(r.Actions) == 1 {
			a := r.Actions[0]
			got = fmt.Sprintf("%s: %s %s speed_step=%v %s", r.Outcome, a.Device, a.Command, a.Args["speed_step"], a.Status)
		}
		if got != w {
			t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, w)
		}
		i++
	}
	for i, text := range []string{"faster", "slower please", "play faster", "talk slower", "speak faster", "mow faster", "mow slower",
		"vacuum faster", "vacuum slower", "play the song faster", "kitchen light faster", "the tv slower", "slow down", "slow down the tv", "slow the music down",
		"make the music go faster"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("nfp%d", i), DryRun: true})
		if got := summary(r); runs(got) {
			t.Errorf("%q → %s (say %s), want nothing done", text, got, r.Say)
		}
	}
}
