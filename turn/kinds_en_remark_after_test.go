package turn_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestRemarkAfterCommand: what the speaker says of the situation after a
// command, with no pause ("… i'm reading", "… the baby is asleep", "… my
// kids are cold", "… because it's 28 degrees", "… because i'm hot", "…
// someone is at the door", "… the window is open"), for every device of
// the demo home that switches, with "switch" too, does what the command
// alone does: it was read into the name ("I can't find bedside lamp am
// reading"), and "turn off the tv nobody is watching" turned nothing off. A thing said to be so after "make sure" is what to make so,
// and one in a condition is the condition's.
func TestRemarkAfterCommand(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) string {
		return summary(e.Ask(context.Background(), turn.Request{Text: text, Session: "after " + text, DryRun: true}))
	}
	remarks := []string{"i'm reading", "we are cold", "the baby is asleep", "my kids are cold", "because it's 28 degrees", "because i'm hot",
		"because the baby is asleep", "it's too dark", "someone is at the door", "nobody is watching", "the window is open",
		"the food is ready", "i am going to bed", "we are leaving"}
	n := 0
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		name := strings.ToLower(d.Name)
		for _, cmd := range []string{"turn on the " + name, "turn off the " + name, "switch off the " + name} {
			want := ask(cmd)
			for _, r := range remarks {
				n++
				if got := ask(cmd + " " + r); got != want {
					t.Errorf("%q: %s, want %s as %q", cmd+" "+r, got, want, cmd)
				}
			}
		}
	}
	for said, want := range map[string]string{
		"make sure the front door is locked":                        "planned: lock.front_door lock planned",
		"make sure all the doors are closed":                        ask("close all the doors"),
		"turn on the bedroom ac if the bedroom is above 25 degrees": ask("turn on the bedroom ac if the temperature in the bedroom is above 25 degrees"),
	} {
		n++
		if got := ask(said); got != want {
			t.Errorf("%q: %s, want %s", said, got, want)
		}
	}
	if n < 900 {
		t.Errorf("%d utterances, want at least 900", n)
	}
}
