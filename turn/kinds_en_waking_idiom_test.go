package turn_test

import (
	"fmt"
	"testing"
)

// TestWakingIdiom: what is said to wake a person or get them going
// ("rise and shine", "wakey wakey", "up and at them", "top of the
// morning", "look alive"), with fillers, a greeting of the day, "time to"
// or the words of who it is said to ("everyone", "kids"), does nothing,
// also right after a command: "rise" and "up" are words of raising, and
// "rise and shine" asked which of 8 devices to raise, raised what a
// command before it reached, and "rise and shine kids" raised the kids
// room light. Said before or after a command with a pause ("rise and
// shine, open the bedroom blinds"), the command is done as said alone;
// "raise the blinds", "turn it up" and "up" after a command are as before.
func TestWakingIdiom(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "idiom")
	idioms := []string{"rise and shine", "rise n shine", "rise & shine", "wakey wakey", "up and at them", "up and at em",
		"top of the morning", "look alive", "look lively", "rise and grind", "shake a leg"}
	leads := []string{"", "ok ", "hey google ", "good morning ", "good morning, ", "morning ", "come on ", "time to ", "um "}
	afters := []string{"", " everyone", " kids", " sleepyhead", " guys", " please", "!", " now"}
	before := []string{"", "turn off the kitchen lights", "set the bedroom blinds to 40", "turn down the tv"}
	for _, idiom := range idioms {
		for _, lead := range leads {
			for _, after := range afters {
				said := lead + idiom + after
				for i, b := range before {
					s.n++
					texts := []string{said}
					if b != "" {
						texts = []string{b, said}
					}
					if r := saidInTurn(s.e, fmt.Sprintf("idiom %d %s", i, said), texts...); len(r.Actions) > 0 || r.Outcome != "not_understood" {
						t.Errorf("%q after %q: %s (%s), want nothing understood", said, b, summary(r), r.Say)
					}
				}
			}
		}
	}
	if s.n < 3000 {
		t.Errorf("%d utterances, want at least 3000", s.n)
	}
	for _, idiom := range []string{"rise and shine", "wakey wakey", "up and at them", "good morning rise and shine"} {
		for _, cmd := range []string{"open the bedroom blinds", "turn on the kitchen light", "raise the blinds"} {
			s.same(idiom+", "+cmd, cmd)
			s.same(idiom+" "+cmd, cmd)
			s.same(cmd+", "+idiom, cmd)
		}
	}
	s.same("raise the blinds", "open the blinds")
	s.same("rise the volume of the tv", "raise the volume of the tv")
	for _, text := range []string{"up", "turn it up", "rise", "raise it"} {
		if r := saidInTurn(s.e, "after "+text, "turn off the kitchen lights", text); len(r.Actions) == 0 {
			t.Errorf("%q after the kitchen lights: %s (%s), want them raised", text, summary(r), r.Say)
		}
	}
}
