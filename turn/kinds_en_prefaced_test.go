package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestPrefaceBeforeAPause: the words a speaker opens with before a pause
// or "but" ("sorry to bother you, …", "one more thing, …", "quick
// question, …", "by the way, …", "while you're at it, …", "you know
// what, …"), and those of an order or of attention before a pause
// ("first of all, …", "step one, …", "after that, …", "look, …", "ok
// listen, …", "here's the thing, …", "tell you what, …", "come on, …"),
// before a command with its verb or without, a request or a
// question, do what the words after them do alone: they were read as a
// room or a name not found ("I can't find “one thing”"), or the whole
// was not understood. As a recogniser writes them, with no pause, they
// and "hold on", "in that case", "i mean", "of course" do the same before
// a command's verb ("by the way turn off the kitchen light"); so do the
// words of how the speaker means it ("honestly", "seriously",
// "basically"), pause or not.
func TestPrefaceBeforeAPause(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	said := []string{"turn off the kitchen light", "lock the front door", "kitchen lights off", "dining light red", "could you close the bedroom blinds",
		"is the tv on", "what is the temperature in the living room", "movie mode", "set the bedroom ac to 21", "i need the study lamp on"}
	prefaces := []string{"sorry to bother you", "sorry to interrupt", "one more thing", "one last thing", "another thing", "quick question",
		"by the way", "oh by the way", "before i forget", "while you're at it", "you know what", "listen", "um, one more thing"}
	paused := []string{"first of all", "first off", "step one", "after that", "look", "ok listen", "okay, listen", "here's the thing",
		"tell you what", "come on", "and finally", "last but not least"}
	n := 0
	for _, s := range said {
		want := summary(ask(s, "alone"+s))
		if !runs(want) && want != "answer: " {
			t.Fatalf("%q alone → %s, want it done or answered", s, want)
		}
		for _, p := range prefaces {
			for _, pause := range []string{", ", " but "} {
				if p == "listen" && pause == " but " {
					continue // no one says it
				}
				text := p + pause + s
				n++
				if got := summary(ask(text, fmt.Sprintf("pre%d", n))); got != want {
					t.Errorf("%q → %s, want %s as alone", text, got, want)
				}
			}
		}
		for _, p := range paused {
			text := p + ", " + s
			n++
			if got := summary(ask(text, fmt.Sprintf("pre%d", n))); got != want {
				t.Errorf("%q → %s, want %s as alone", text, got, want)
			}
		}
	}
	unpaused := append([]string{"hold on", "hang on", "in that case", "in any case", "i mean", "let me see", "let me think", "pardon me",
		"guess what", "of course"}, prefaces...)
	meant := []string{"honestly", "seriously", "basically", "literally", "definitely", "anyways"}
	for _, s := range []string{"turn off the kitchen light", "lock the front door", "set the bedroom ac to 21", "close the bedroom blinds"} {
		want := summary(ask(s, "alone"+s))
		for _, p := range append(unpaused, meant...) {
			for _, pause := range []string{" ", ", "} {
				text := p + pause + s
				n++
				if got := summary(ask(text, fmt.Sprintf("pre%d", n))); got != want {
					t.Errorf("%q → %s, want %s as alone", text, got, want)
				}
			}
		}
	}
	if n < 450 {
		t.Fatalf("%d wordings, want at least 450", n)
	}
}
