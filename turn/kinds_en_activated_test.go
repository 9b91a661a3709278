package turn_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestActivatedIsOn: "activated" and "enabled" say on, "deactivated" and
// "disabled" off, of every device of the demo home that switches, in a
// question ("is the tv enabled") and in a condition ("if the fan is not
// activated please activate it"): each does what the same words with on
// or off do. The question listed states with no yes or no, the condition
// was not understood. Of an alarm they ask whether it is armed.
func TestActivatedIsOn(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "activated " + text, DryRun: true})
	}
	words := map[string]string{"activated": "on", "enabled": "on", "deactivated": "off", "disabled": "off"}
	n := 0
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "onoff") && d.Type != "alarm" {
			continue
		}
		name := strings.ToLower(d.Name)
		for w, dir := range words {
			frames := []string{"is the %n %w", "is the %n %w right now", "if the %n is %w turn on the hall light",
				"if the %n is not %w please turn it on", "turn off the %n if it is %w"}
			if d.Type == "alarm" {
				frames = frames[:2] // asked only: an alarm is never turned on or off
			}
			for _, f := range frames {
				said := strings.NewReplacer("%n", name, "%w", w).Replace(f)
				plain := strings.NewReplacer("%n", name, "%w", dir).Replace(f)
				got, want := ask(said), ask(plain)
				n++
				if summary(got) != summary(want) || got.Say != want.Say || got.Outcome == turn.NotUnderstood {
					t.Errorf("%q: %s %q, want %s %q as %q", said, summary(got), got.Say, summary(want), want.Say, plain)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d utterances, want at least 300", n)
	}
}
