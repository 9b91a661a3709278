package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestTooAtTheEnd: "too" or "as well" at the end of a command, whatever
// comes before it (a direction: "turn the kitchen light off too", a
// courtesy: "mute the tv please too", a value, a colour, "for me"), does
// what the command alone does, as after a name: it was read into the
// name ("I can't find “light too”") or the whole was not understood.
func TestTooAtTheEnd(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	commands := []string{"turn the kitchen light off", "kitchen light off", "mute the tv please", "set the dining light to blue",
		"set the bedroom ac to 21 degrees", "dim the study lamp to 30 percent", "make me a cup of tea", "start the vacuum for me",
		"close the bedroom blinds now", "lock the front door", "turn the tv volume up", "can you turn the tv off"}
	ends := []string{" too", " as well", " too please", " as well thanks", ", too"}
	n := 0
	for _, c := range commands {
		want := summary(ask(c, "alone"+c))
		if !runs(want) {
			t.Fatalf("%q alone → %s, want it done", c, want)
		}
		for _, end := range ends {
			text := c + end
			n++
			if got := summary(ask(text, fmt.Sprintf("too%d", n))); got != want {
				t.Errorf("%q → %s, want %s as alone", text, got, want)
			}
		}
	}
	if n < 60 {
		t.Fatalf("%d wordings, want at least 60", n)
	}
}
