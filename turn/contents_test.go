package turn_test

import (
	"context"
	"strings"
	"testing"

	"edge/turn"
)

// TestContentsAnswered: what a place holds is answered with the state of
// each device there, never only a sensor's reading; how it is there
// still answers with the air's.
func TestContentsAnswered(t *testing.T) {
	e, _, _ := demo(t)
	for _, text := range []string{"what is in the kitchen", "what do i have in the kitchen", "how is everything in the kitchen", "which devices are in the kitchen", "list the devices in the kitchen"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text})
		if r.Outcome != turn.Answer || len(r.Actions) > 0 {
			t.Errorf("%q: %s", text, planned(r))
			continue
		}
		for _, name := range []string{"Kitchen light", "Cabinet light", "Kettle", "Gas valve"} {
			if !strings.Contains(r.Say, name) {
				t.Errorf("%q: %q, want %s in it", text, r.Say, name)
			}
		}
	}
	r := e.Ask(context.Background(), turn.Request{Text: "how is it in the kitchen", Session: "air"})
	if r.Outcome != turn.Answer || strings.Contains(r.Say, "light") {
		t.Errorf("how is it in the kitchen: %q, want the air's reading alone", r.Say)
	}
}
