package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestOthersWantIt: what someone else wants done ("the kids want the
// lights off", "my wife wants to turn off the kitchen light", "the
// guests want to open the garage door", "he wanna watch tv") is their
// wish, passed on: never done nor asked, as a command they said is not.
// "the kids" was read as the kids room and its light turned off; the
// garage door was asked its yes. What the speaker wants ("i want to turn
// on the tv", "we want the lights off") is still done. Whether anyone
// wants it ("anyone want the tv on") is asked of the others: the tv was
// turned on.
func TestOthersWantIt(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	persons := []string{"the kids", "my wife", "my son", "our guests", "dad", "she", "he", "they", "grandma", "someone", "anyone", "anybody", "everyone"}
	wants := []string{"want to %s", "wants to %s", "wanna %s", "would like to %s"}
	commands := []string{"turn on the tv", "turn off the kitchen light", "open the garage door", "unlock the front door", "set the bedroom ac to 20",
		"turn up the tv", "start the vacuum", "do a cup of tea", "make me a cup of tea"}
	things := []string{"the lights off", "the tv on", "the garage door open", "the bedroom warmer", "the kitchen light at 50 percent"}
	n := 0
	check := func(text string) {
		t.Helper()
		n++
		r := ask(text, fmt.Sprintf("want%d", n))
		if got := summary(r); runs(got) || r.Outcome == turn.Clarify {
			t.Errorf("%q → %s (say %s), want nothing done or asked", text, got, r.Say)
		}
	}
	for _, p := range persons {
		for _, w := range wants {
			for _, c := range commands {
				check(p + " " + fmt.Sprintf(w, c))
			}
		}
		for _, w := range []string{"want", "wants", "would like"} {
			for _, th := range things {
				check(p + " " + w + " " + th)
			}
		}
	}
	if n < 400 {
		t.Fatalf("%d wordings, want at least 400", n)
	}
	for _, text := range []string{"i want to turn on the tv", "we want to turn on the tv", "i would like to open the blinds", "we want the kitchen light on"} {
		if got := summary(ask(text, "mine"+text)); !runs(got) {
			t.Errorf("%q → %s, want it done", text, got)
		}
	}
}
