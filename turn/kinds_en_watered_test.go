package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestWateredAsksOnTheDemoHome says the demo home's garden, lawn or
// plants to be watered: the garden sprinkler is opened, and only after a
// yes, as "turn on the sprinkler" asks; curtains pulled ask open or close,
// as drawn ones do.
func TestWateredAsksOnTheDemoHome(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("w%d", n), DryRun: true})
	}
	for _, lead := range []string{"", "please ", "can you ", "alexa, "} {
		for _, thing := range []string{"the garden", "the lawn", "the plants", "the grass", "the flowers"} {
			text := lead + "water " + thing
			if got := summary(ask(text)); got != "confirm: valve.garden open pending" {
				t.Errorf("%q: %s, want the sprinkler asked", text, got)
			}
		}
		for _, obj := range []string{"the curtains", "the living room curtain"} {
			text := lead + "pull " + obj
			if r := ask(text); r.Outcome != "clarify" || len(r.Actions) > 0 {
				t.Errorf("%q: %s %q, want open or close asked", text, summary(r), r.Say)
			}
		}
	}
	if n < 25 {
		t.Errorf("%d ways, want at least 25", n)
	}
}
