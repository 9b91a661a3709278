package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestDirectionPutRight: a direction put right with nothing else said,
// after a command ("no, off", "i meant off", "no i said on", "oops, off
// please"), does what the direction alone does after it: the command the
// other way. "no, off" was not understood, and "i meant off" looked for a
// thing called "meant". A place said with it is no such turn.
func TestDirectionPutRight(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	firsts := map[string]string{"turn on the kitchen light": "off", "switch off the tv": "on", "turn the bedroom lights on": "off",
		"turn off the bathroom fan": "on", "turn on the hall light please": "off"}
	frames := []string{"no, %s", "i meant %s", "no i said %s", "oops, %s please", "sorry, %s instead", "um, no, %s", "i said %s", "no no %s", "actually %s"}
	n := 0
	for first, dir := range firsts {
		ask(first, "plain"+first)
		want := planned(ask(dir, "plain"+first))
		for _, f := range frames {
			n++
			s := fmt.Sprintf("fix%d", n)
			ask(first, s)
			said := fmt.Sprintf(f, dir)
			if got := planned(ask(said, s)); got != want {
				t.Errorf("%q after %q: %s, want %s", said, first, got, want)
			}
		}
	}
	if n < 40 {
		t.Errorf("%d wordings, want at least 40", n)
	}
	ask("turn on the kitchen light", "placed")
	if r := ask("no, off in the hall", "placed"); len(r.Actions) > 0 && r.Actions[0].Device == "light.kitchen" {
		t.Errorf("a place said with it: %s", planned(r))
	}
}
