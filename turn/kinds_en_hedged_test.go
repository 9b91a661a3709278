package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestEnglishHedgedCommand says commands of the demo home as a musing or
// a hedge ("maybe i should …", "we should …", "perhaps …", "probably …",
// "i guess …", after "um" or "so"): each asks the command back, never acts at once,
// and a yes does it alone; one of a door lock or a garage door is never
// done. A request that is only polite ("could you maybe …", "maybe you
// could …") still acts.
func TestEnglishHedgedCommand(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	commands := []struct{ said, asked, done string }{
		{"turn off the kitchen light", "Turn off Kitchen light?", "planned: light.kitchen off planned"},
		{"turn on the study lamp", "Turn on Study lamp?", "planned: light.study_lamp on planned"},
		{"switch the tv on", "Turn on TV?", "planned: media.living_tv on planned"},
		{"close the bedroom blinds", "Close Bedroom blinds?", "planned: cover.bedroom_blind close planned"},
	}
	hedges := []string{"maybe", "perhaps", "maybe i should", "i should", "we should", "i think we should", "we could",
		"i guess i should", "we should probably", "i ought to", "probably", "i guess", "i suppose", "i reckon"}
	openers := []string{"", "um ", "so ", "hmm, "}
	n := 0
	for _, c := range commands {
		for i, h := range hedges {
			text := openers[i%len(openers)] + h + " " + c.said
			n++
			sess := fmt.Sprintf("hd%d", n)
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: sess, DryRun: true})
			if got := summary(r); runs(got) || r.Outcome != turn.Clarify || r.Say != c.asked {
				t.Errorf("%q → %s %q, want %q asked", text, got, r.Say, c.asked)
				continue
			}
			yes := e.Ask(context.Background(), turn.Request{Text: "yes", Session: sess, DryRun: true})
			if got := summary(yes); got != c.done {
				t.Errorf("%q then yes: %s, want %s", text, got, c.done)
			}
		}
	}
	if n < 40 {
		t.Errorf("%d utterances, want at least 40", n)
	}
	for _, h := range hedges {
		for _, cmd := range []string{"lock the front door", "unlock the front door", "open the garage door"} {
			text := h + " " + cmd
			if r := e.Ask(context.Background(), turn.Request{Text: text, Session: "risky", DryRun: true}); runs(summary(r)) {
				t.Errorf("%q → %s: a hedged command done", text, summary(r))
			}
		}
	}
	wantSummaries(t, e, map[string]string{
		"could you maybe turn off the kitchen light": "planned: light.kitchen off planned",
		"maybe you could turn off the kitchen light": "planned: light.kitchen off planned",
		"maybe later": "not_understood: ",
	})
}
