package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestOpenerBeforeTerseCommand: a word that opens what is said ("ok",
// "okay", "yeah", "oh", "now", "sorry", "wait", with or without a pause
// after it, after a sound of thinking or not) before a command said
// without its verb does what the command alone does, as it does before
// a verb: "ok kitchen lights off", "okay study lamp 50%" were not
// understood. An opener before names alone stays as it was.
func TestOpenerBeforeTerseCommand(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	commands := []string{"kitchen lights off", "bedroom lights on", "tv volume up", "kitchen light 50%", "study lamp to 30 percent",
		"the bedroom ac 22 degrees", "living room fan off", "tv volume up by 20%", "kitchen light brightness 40",
		"the study lamp on", "dining light red", "bedroom blinds 50 percent", "volume down", "lights off in the kitchen"}
	openers := []string{"ok", "okay", "yeah", "oh", "now", "sorry", "wait", "ok so", "um ok", "okay um"}
	n := 0
	for _, c := range commands {
		want := summary(e.Ask(context.Background(), turn.Request{Text: c, Session: "alone" + c, DryRun: true}))
		if !runs(want) && want != "clarify: " {
			t.Errorf("%q alone → %s, want it done or asked which", c, want)
		}
		for _, o := range openers {
			for _, pause := range []string{" ", ", "} {
				text := o + pause + c
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("ot%d", n), DryRun: true})
				if got := summary(r); got != want {
					t.Errorf("%q → %s (say %s), want %s as alone", text, got, r.Say, want)
				}
				n++
			}
		}
	}
	if n < 250 {
		t.Fatalf("%d wordings, want at least 250", n)
	}
	wantSummaries(t, e, map[string]string{
		"ok first floor lights off": "not_understood: ",
		"ok the hall":               "not_understood: ",
	})
}
