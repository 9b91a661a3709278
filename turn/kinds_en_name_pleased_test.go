package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestNamedWithACourtesyOnly says a thing or a class named with a
// courtesy and nothing else ("lights please", "the lamp please", "kitchen
// lights please", "please the tv", "alexa, the garage door please"), with
// or without a command before, never acts: it asks on or off, or is not
// understood. After "turn off the tv", "the lamp please" switched off the
// living room light, and "garage door please" after "close the curtains"
// closed the garage door. Said with a word that adds it to the last
// command ("the hall light too please") it is still a follow-up.
func TestNamedWithACourtesyOnly(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	things := []string{"lights", "the lights", "kitchen lights", "the kitchen lights", "the lamp", "lamp", "the tv", "tv",
		"hall light", "the study lamp", "the garage door", "the front door", "the curtains", "the bedroom ac", "the fan",
		"the lights in the kitchen", "the gas valve"}
	forms := []string{"%s please", "please %s", "%s please alexa", "alexa, %s please", "%s kindly"}
	before := []string{"", "turn off the tv", "turn on the hall light", "close the curtains", "open the blinds"}
	n := 0
	for _, b := range before {
		for _, th := range things {
			for _, f := range forms {
				n++
				s := fmt.Sprintf("p%d", n)
				if b != "" {
					ask(b, s)
				}
				text := fmt.Sprintf(f, th)
				r := ask(text, s)
				if len(r.Actions) > 0 || r.Outcome != "clarify" && r.Outcome != "not_understood" {
					t.Errorf("%q after %q: %s", text, b, summary(r))
				}
				if strings.Contains(text, "kitchen lights") && r.Outcome != "clarify" {
					t.Errorf("%q after %q: %s (say %s), want on or off asked", text, b, summary(r), r.Say)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	s := "added"
	ask("turn off the tv", s)
	if r := ask("the hall light too please", s); summary(r) != "planned: light.hall off planned" {
		t.Errorf("the hall light too please after turn off the tv: %s", summary(r))
	}
}
