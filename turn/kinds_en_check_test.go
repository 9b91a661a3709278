package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestCheckSaidWithALead says "check" after a word that adds nothing
// ("double check", "go check", "quickly check"), with courtesies before
// it, of the demo home's hazards and lights: the state is answered, never
// an action, as "check the front door" is.
func TestCheckSaidWithALead(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	things := []string{"the front door", "the garage", "the garage door", "the lights in the kitchen", "the front door lock"}
	var texts []string
	for _, lead := range []string{"double check", "double-check", "go check", "quickly check", "check"} {
		for _, before := range []string{"", "please ", "can you ", "could you please "} {
			for _, thing := range things {
				texts = append(texts, before+lead+" "+thing)
			}
		}
	}
	for i, text := range texts {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("ck%d", i), DryRun: true})
		if got := summary(r); r.Outcome != "answer" || runs(got) {
			t.Errorf("%q → %s (say %s), want the state answered", text, got, r.Say)
		}
	}
	for i, text := range []string{"double the brightness", "go to the kitchen", "double check"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("nc%d", i), DryRun: true})
		if got := summary(r); runs(got) || strings.HasPrefix(got, "answer") {
			t.Errorf("%q → %s (say %s), want nothing done nor answered", text, got, r.Say)
		}
	}
}
