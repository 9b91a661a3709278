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

// TestRemarkBeforeCommand: a remark of the speaker's said before a
// command, after a pause or "so" ("i need some air, …", "i can't see,
// …", "we're watching a movie so …", "good morning, …", "it's late,
// …"), for every device of the demo home that switches, does what the
// command alone does: it was not understood, or its remark read as a
// room. With no pause written, as a recogniser writes it ("i can't see
// …", "we're watching a movie …", "i can't see can you …"), the same; and
// where the speaker goes or is ("we're going out, …", "i'm up, …"), or
// what is going on ("leaving now, …", "heading to bed, …"). A remark
// that says when, or what was meant ("tonight, …", "i said the kitchen,
// …"), is never dropped: nothing is done; nor what the speaker does or
// will do ("i always …", "i will …", "i can … myself"): nothing is done.
func TestRemarkBeforeCommand(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "remark " + text, DryRun: true})
	}
	remarks := []string{"i need some air, %s", "i need some air; %s", "i can't see, %s", "we're watching a movie so %s", "good morning, %s",
		"hi, %s", "it's late, %s", "my hands are full, %s", "i'm done cooking so %s", "we are having guests, %s", "hey, i can't see a thing, %s",
		"i can't see %s", "we're watching a movie %s", "we are having guests %s", "hey i can't see a thing %s", "my hands are full %s",
		"i can't see can you %s", "my hands are full could you please %s", "we're going out, %s", "i'm heading out, %s",
		"we are up, %s", "i'm off, %s", "we're out, %s", "leaving now, %s", "heading to bed, %s", "done cooking, %s",
		"baby's sleeping, %s", "company coming over, %s"}
	n := 0
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, dir := range []string{"on", "off"} {
			cmd := fmt.Sprintf("turn %s the %s", dir, strings.ToLower(d.Name))
			want := summary(ask(cmd))
			for _, r := range remarks {
				text := fmt.Sprintf(r, cmd)
				n++
				if got := summary(ask(text)); got != want {
					t.Errorf("%q: %s, want %s as %q", text, got, want, cmd)
				}
			}
			for _, r := range []string{"tonight, %s", "tomorrow morning, %s", "i said the garage, %s", "after dinner, %s", "i always %s",
				"i will %s", "i can %s myself", "we usually %s", "i never %s", "i said %s", "i need you to not %s"} {
				text := fmt.Sprintf(r, cmd)
				n++
				if got := ask(text); len(got.Actions) > 0 {
					t.Errorf("%q: %s, want nothing done", text, summary(got))
				}
			}
		}
	}
	if n < 400 {
		t.Errorf("%d utterances, want at least 400", n)
	}
}

// TestSpeakerSaysOfThemselves: what the speakers say of themselves, where
// they go or are ("we're heading out", "i am home", "we're out"), asks
// nothing of the home and does nothing: it was read as a question ("are
// … out?") and answered with the state of every device, or of the
// heating ("heading" typed amiss).
func TestSpeakerSaysOfThemselves(t *testing.T) {
	e, _, _ := demo(t)
	n := 0
	for _, who := range []string{"we're", "we are", "i'm", "i am", "we r", "im"} {
		for _, what := range []string{"heading out", "going out", "out", "home", "back", "up", "off to work", "leaving", "off",
			"out of the house", "awake", "back home", "heading off", "getting up"} {
			text := who + " " + what
			n++
			got := e.Ask(context.Background(), turn.Request{Text: text, Session: "speaker " + text, DryRun: true})
			if len(got.Actions) > 0 || len(got.Reads) > 0 || got.Outcome != "not_understood" {
				t.Errorf("%q: %s (%s), want nothing read or done", text, summary(got), got.Outcome)
			}
		}
	}
	if n < 80 {
		t.Errorf("%d utterances, want at least 80", n)
	}
}
