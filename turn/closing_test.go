package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestClosingAlone: a closing said alone while nothing is asked, with
// thanks before or after it or none ("thanks, that's all", "that's all
// thanks", "that will be all", "ok that's it thanks"), after a command, a
// question answered or nothing, is acknowledged as thanks are and never
// acts (it was not understood); said to a question of yes or no it does
// nothing.
func TestClosingAlone(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	closings := []string{"that's all", "that is all", "that will be all", "that'll be all", "that's it", "that's everything",
		"that's all for now", "that's all I needed"}
	befores := []string{"", "thanks, ", "ok ", "Thank you, ", "okay thanks, ", "great, "}
	afters := []string{"", " thanks", " thank you", ", cheers", " for now"}
	commands := []string{"turn off the tv", "turn on the kitchen light", "is the front door locked", ""}
	n := 0
	for i, c := range closings {
		for j, b := range befores {
			said := b + c + afters[(i+j)%len(afters)]
			before := commands[(i+j)%len(commands)]
			n++
			s := fmt.Sprintf("closing%d", n)
			if before != "" {
				ask(before, s)
			}
			if r := ask(said, s); r.Outcome != turn.Answer || len(r.Actions) > 0 || len(r.Reads) > 0 || r.Say != "You're welcome." {
				t.Errorf("%q after %q: %s %q, want acknowledged and nothing done", said, before, planned(r), r.Say)
			}
		}
	}
	if n < 40 {
		t.Errorf("%d conversations, want at least 40", n)
	}
	for _, said := range closings {
		s := "asked " + said
		ask("unlock the front door", s)
		if r := ask(said, s); len(r.Actions) > 0 {
			t.Errorf("%q after 'unlock the front door': %s, want nothing done", said, planned(r))
		}
	}
}
