package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestUnknownWordAsksAboutTheRest: a name said with a word no name, place
// or class of the home has ("open the double garage door", "turn off the
// old tv", "the fancy kitchen light"), where the rest of it names one
// device, asks whether that one was meant, and a yes does the command as
// said of it (its own yes or PIN still asked): it was not found. Where the
// rest names several ("the shiny lamp"), it is not found, as before.
// Nothing is done before the answer.
func TestUnknownWordAsksAboutTheRest(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(session, text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	n := 0
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		name := strings.ToLower(d.Name)
		plain := ask("plain "+name, "turn off the "+name)
		if plain.Outcome != turn.Planned && plain.Outcome != turn.Confirm {
			continue
		}
		for _, w := range []string{"double", "old", "cheap", "shiny"} {
			said := fmt.Sprintf("turn off the %s %s", w, name)
			n++
			session := "unknown " + said
			r := ask(session, said)
			if r.Outcome != turn.Clarify || len(r.Options) != 1 || r.Options[0].ID != d.ID || len(r.Actions) != 0 {
				t.Errorf("%q: %s %v, want the question of %s alone", said, summary(r), r.Options, d.ID)
				continue
			}
			if got, want := summary(ask(session, "yes")), summary(plain); got != want {
				t.Errorf("%q, yes: %s, want %s", said, got, want)
			}
		}
	}
	if n < 40 {
		t.Errorf("%d commands, want at least 40", n)
	}
	for _, said := range []string{"turn on the shiny lamp", "turn off the double lamps", "turn on the cheap speaker"} {
		if r := ask("several "+said, said); r.Outcome != turn.NotUnderstood {
			t.Errorf("%q: %s, want not understood", said, summary(r))
		}
	}
	// A word edge does not know where a verb would be is no word of the
	// name: after a command, it is not the last command again.
	for _, said := range []string{"zap the kitchen light", "can you zap the kitchen light", "please frob the tv"} {
		ask("verb "+said, "turn on the kitchen light")
		if r := ask("verb "+said, said); r.Outcome != turn.NotUnderstood {
			t.Errorf("%q after a command: %s (%s), want not understood", said, summary(r), r.Say)
		}
	}
}
