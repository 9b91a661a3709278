package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestVagueTimeNeedsTime: a command put off with words that tell no time
// ("turn on the tv later", "in a bit, lock the front door", "open the
// garage door a bit later please") does nothing, sets no timer and says
// that a time is needed: it said it could not find "tv later".
func TestVagueTimeNeedsTime(t *testing.T) {
	e, _, _ := demo(t)
	const want = "say a time" // the words of no_time
	commands := []string{"turn on the tv", "switch off the kitchen light", "lock the front door", "open the garage door", "unlock the front door",
		"turn the heating on", "turn on the kids heater", "close the blinds"}
	n := 0
	for _, cmd := range commands {
		for _, text := range []string{cmd + " later", cmd + " later on please", "later, " + cmd, "in a bit, " + cmd, cmd + " in a little while",
			cmd + " a bit later", cmd + " soon", cmd + " in a few minutes"} {
			n++
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("v%d", n), DryRun: true})
			if len(r.Actions) > 0 || r.Outcome != turn.NotUnderstood || !strings.Contains(r.Say, want) {
				t.Errorf("%q: %s %q, want nothing done and asked to %s", text, planned(r), r.Say, want)
			}
		}
	}
	if n < 60 {
		t.Errorf("%d ways, want at least 60", n)
	}
}
