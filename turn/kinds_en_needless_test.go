package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestNeedlessWithNoVerbKnown: a command said not to be needed ("no need
// to …", "there's no need to …", "you needn't …") whose first word is no
// verb the reading of needlessness knows (a drink asked for, "light the
// bedroom lights", "fire up the tv", a command with no verb: "no need to
// kitchen lights off", "no need to movie mode", or "please" before its
// verb) is never done nor asked: "no" was read as an answer word and
// "need to" as a courtesy, and the command was done. Each command runs
// said alone.
func TestNeedlessWithNoVerbKnown(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	commands := []string{"make me a cup of tea", "brew some tea", "light the bedroom lights", "fire up the tv", "kitchen lights off",
		"dining light red", "dining light 50%", "tv louder", "movie mode", "please lock the front door", "please turn off the kitchen light",
		"kindly open the garage door", "illuminate the study", "bedroom blinds up"}
	openers := []string{"no need to", "there's no need to", "there is no need to", "you needn't", "no need for you to", "oh no need to",
		"well there's no need to", "um no need to"}
	n := 0
	for _, c := range commands {
		if got := summary(ask(c, "alone"+c)); !runs(got) {
			t.Fatalf("%q alone → %s, want it done or asked its yes", c, got)
		}
		for _, o := range openers {
			text := o + " " + c
			n++
			r := ask(text, fmt.Sprintf("need%d", n))
			if got := summary(r); runs(got) || r.Outcome == turn.Clarify {
				t.Errorf("%q → %s (say %s), want nothing done or asked", text, got, r.Say)
			}
		}
	}
	if n < 100 {
		t.Fatalf("%d wordings, want at least 100", n)
	}
}
