package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestConditionStateSaidSo says conditions whose state is said as people
// say it ("if the front door is shut", "if the tv is switched off", "when
// the tv is turned on"): each does what the same condition said with
// "closed", "off" or "on" does, where it was not understood or "switched"
// was a word of a name. Said as commands, "shut the garage door" and
// "turn off the tv" are still commands.
func TestConditionStateSaidSo(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("c%d", n), DryRun: true})
	}
	states := map[string][]string{"closed": {"shut"}, "off": {"switched off", "turned off"}, "on": {"switched on", "turned on"}}
	things := map[string][]string{"closed": {"the front door", "the garage door", "the bedroom blinds"},
		"off": {"the tv", "the kitchen light", "the bathroom fan"}, "on": {"the tv", "the kitchen light", "the bathroom fan"}}
	acts := []string{"turn on the hall light", "turn off the kitchen light", "close the living room curtain", "unlock the front door"}
	ifs := []string{"if", "when"}
	for state, saids := range states {
		for _, th := range things[state] {
			for _, act := range acts {
				for _, w := range ifs {
					for _, sep := range []string{" ", ", "} {
						copula := "is"
						if th == "the bedroom blinds" {
							copula = "are"
						}
						want := summary(ask(fmt.Sprintf("%s %s %s %s%s%s", w, th, copula, state, sep, act)))
						for _, said := range saids {
							text := fmt.Sprintf("%s %s %s %s%s%s", w, th, copula, said, sep, act)
							if got := summary(ask(text)); got != want || got == "not_understood: " {
								t.Errorf("%q: %s, want as said with %q: %s", text, got, state, want)
							}
						}
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for text, want := range map[string]string{
		"shut the garage door": "planned: cover.garage_door close planned",
		"turn off the tv":      "planned: media.living_tv off planned",
		"if the front door is shut unlock the front door": "confirm: lock.front_door unlock pending",
	} {
		if got := summary(ask(text)); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
}
