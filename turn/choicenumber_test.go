package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestChoiceByNumber answers "which one?" with the option's number
// ("number two", "option 2", "choice three please", "the number one"),
// for every command that asks it and every way of saying the number: the
// option at that place acts, as "the second one" does; it was not
// understood. A number past the options asks again, and one said to a
// confirmation is no yes: nothing acts.
func TestChoiceByNumber(t *testing.T) {
	generatedKinds(t)
	e, _, _ := engine(t, "demo")
	ctx := context.Background()
	asks := map[string]string{"turn on the lamp": "on", "switch off the lamp": "off", "turn the lamp on please": "on"}
	said := map[int][]string{1: {"one", "1"}, 2: {"two", "2"}, 3: {"three", "3"}}
	n := 0
	for ask, cmd := range asks {
		for place, nums := range said {
			for _, num := range nums {
				for _, w := range []string{"number", "option", "choice"} {
					for _, f := range []string{"%s %s", "the %s %s", "um %s %s", "%s %s please"} {
						session := fmt.Sprintf("c%d", n)
						n++
						r := e.Ask(ctx, turn.Request{Text: ask, Session: session, DryRun: true})
						if r.Outcome != "clarify" || len(r.Options) != 3 {
							t.Fatalf("%q → %s %v, want which of three", ask, summary(r), r.Options)
						}
						answer := fmt.Sprintf(f, w, num)
						want := "planned: " + r.Options[place-1].ID + " " + cmd + " planned"
						if got := summary(e.Ask(ctx, turn.Request{Text: answer, Session: session, DryRun: true})); got != want {
							t.Errorf("%q, then %q → %s, want %s", ask, answer, got, want)
						}
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d conversations, want at least 100", n)
	}
	for _, answer := range []string{"number five", "option 9"} {
		e.Ask(ctx, turn.Request{Text: "turn on the lamp", Session: "past", DryRun: true})
		if r := e.Ask(ctx, turn.Request{Text: answer, Session: "past", DryRun: true}); len(r.Actions) > 0 {
			t.Errorf("%q past three options → %s, want nothing done", answer, summary(r))
		}
	}
	for _, answer := range []string{"number one", "option 1", "choice two"} {
		e.Ask(ctx, turn.Request{Text: "unlock the front door", Session: "pin" + answer, DryRun: true})
		if r := e.Ask(ctx, turn.Request{Text: answer, Session: "pin" + answer, DryRun: true}); len(r.Actions) > 0 {
			t.Errorf("%q to a confirmation → %s, want nothing done", answer, summary(r))
		}
	}
}
