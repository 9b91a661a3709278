package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestTalkOfBeingAsked: talk of being asked or told to do a thing ("stop
// asking me to start vacuuming", "you keep telling me to turn off the
// tv", "edge keeps asking me to open the blinds") and a stop to edge's
// talk ("stop announcing the robot vacuum") are never done nor asked
// back, whoever asks, in every form of asking and every command; each
// command runs when said alone, and a question asked as "tell me if …"
// is still answered. Before, "stop asking me to start vacuuming" stopped
// the vacuum and "you keep telling me to turn off the tv" turned it off.
func TestTalkOfBeingAsked(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	askers := []string{"stop asking me to", "quit telling me to", "stop reminding me to", "you keep asking me to",
		"you keep telling me to", "edge keeps asking me to", "you always ask me to", "you told me to", "you asked us to",
		"why do you keep telling me to", "the app keeps reminding me to", "stop bugging me to", "quit nagging me to",
		"stop pestering us to", "no more telling me to", "don't keep asking me to", "please stop prompting me to",
		"stop asking me whether to", "quit bothering me about"}
	openers := []string{"", "hey edge ", "um "}
	commands := []string{"start vacuuming", "turn off the tv", "open the blinds", "close the garage door", "turn on the kitchen light",
		"set the bedroom ac to 20", "lock the front door", "turn up the tv", "dim the living room lights", "play some music in the study"}
	for _, c := range commands {
		r := e.Ask(context.Background(), turn.Request{Text: c, Session: "alone" + c, DryRun: true})
		if got := summary(r); !runs(got) {
			t.Errorf("%q alone → %s (say %s), want it done", c, got, r.Say)
		}
	}
	n := 0
	check := func(text string) {
		t.Helper()
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("nag%d", n), DryRun: true})
		if got := summary(r); runs(got) || r.Outcome == turn.Clarify {
			t.Errorf("%q → %s (say %s), want nothing done or asked", text, got, r.Say)
		}
		n++
	}
	for _, o := range openers {
		for _, a := range askers {
			for _, c := range commands {
				check(o + a + " " + c)
			}
		}
	}
	for _, stop := range []string{"stop", "quit", "please stop", "can you stop", "keep"} {
		for _, talk := range []string{"announcing", "telling me", "saying", "notifying me about", "reminding me about", "asking about"} {
			for _, thing := range []string{"the robot vacuum", "the garage door", "the kitchen light", "the tv", "the front door lock"} {
				check(stop + " " + talk + " " + thing)
			}
		}
	}
	if n < 600 {
		t.Fatalf("%d wordings, want at least 600", n)
	}
	for _, text := range []string{"tell me if the garage door is open", "tell me whether the kitchen light is on", "can you tell me if the tv is on"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "q" + text, DryRun: true})
		if r.Outcome != turn.Answer {
			t.Errorf("%q → %s (say %s), want it answered", text, summary(r), r.Say)
		}
	}
}
