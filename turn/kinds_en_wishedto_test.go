package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestRequestWordsAroundACommand: the words of a request do not change
// what a command does. Before it, a wish with "to" ("i need you to raise
// the blinds", "i'd like you to lower the curtains", and the speaker's own:
// "i want to lower the blinds", "we'd like to raise the curtains"), or for whom after it
// ("lower the blinds for me", "raise the blinds for the kids"): "raise"
// and "lower" moved them by a step where "raise the blinds" opens them. After a
// command said without its verb, a courtesy or a word to the one
// addressed ("kitchen light off if you can", "bedroom blinds 50 percent if
// possible", "dining light red, ok?", "kitchen light 40% mate"): not
// understood.
func TestRequestWordsAroundACommand(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text string) string {
		n++
		return summary(e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("rw%d", n), DryRun: true}))
	}
	// asAlone checks that each command, said in each way around it, does
	// what it does alone.
	asAlone := func(commands []string, ways func(c string) []string) {
		for _, c := range commands {
			want := ask(c)
			if !runs(want) {
				t.Errorf("%q alone → %s, want it done", c, want)
			}
			for _, text := range ways(c) {
				if got := ask(text); got != want {
					t.Errorf("%q → %s, want %s as alone", text, got, want)
				}
			}
		}
	}
	hung := []string{"raise the blinds", "lower the blinds", "raise the bedroom blinds", "lower the living room curtain",
		"lower the curtains", "drop the blinds"}
	asAlone(hung, func(c string) []string {
		var out []string
		for _, w := range []string{"i need you to", "i'd like you to", "i want you to", "i would like you to", "i need you to please", "um i need you to",
			"i want to", "i'd like to", "we need to", "i would love to", "we want to", "i need to please"} {
			out = append(out, w+" "+c)
		}
		for _, whom := range []string{"for me", "for us please", "for the kids", "for my son"} {
			out = append(out, c+" "+whom)
		}
		return out
	})
	terse := []string{"kitchen light off", "bedroom blinds 50 percent", "tv volume up", "study lamp on", "kitchen light 40%",
		"the bedroom ac 22 degrees", "living room fan off", "dining light red", "dining light to maximum brightness", "tv louder"}
	asAlone(terse, func(c string) []string {
		var out []string
		for _, tail := range []string{" if you can", " if you don't mind", " if possible", " when you get a chance", " please if you can",
			" if it's not too much trouble", " if you could", " if that's ok", ", ok?", ", alright?", " mate"} {
			out = append(out, c+tail)
		}
		return out
	})
	if n < 100 {
		t.Fatalf("%d wordings, want at least 100", n)
	}
}
