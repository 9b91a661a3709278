package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestOpenerBeforeAPause: a word that opens what is said and may also
// open a name ("well", "right", "so", "anyway") said before a pause, and
// "alright", which names nothing, pause or not, before any command (with
// its verb or without, asked for or wanted: "well, kitchen lights off",
// "alright kitchen light 50%", "right, i want the tv louder") does what
// the command alone does: "well" was read as a place ("I don't know a room
// called “well”"), "alright" as part of a name not found. Said to a
// question of yes or no, "alright, garage door open" is still its yes.
func TestOpenerBeforeAPause(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	commands := []string{"kitchen lights off", "bedroom lights on", "tv volume up", "kitchen light 50%", "study lamp to 30 percent",
		"the bedroom ac 22 degrees", "living room fan off", "dining light red", "bedroom blinds 50 percent", "lights off in the kitchen",
		"turn off the kitchen light", "i want the tv louder", "i need the study lamp on", "can you close the bedroom blinds",
		"i'd like the kitchen light at 40 percent", "set the bedroom ac to 21"}
	openers := []string{"well, ", "right, ", "alright, ", "alright ", "alrighty ", "so, ", "anyway, ", "um, well, ", "alright, well, ", "oh, alright "}
	n := 0
	for _, c := range commands {
		want := summary(ask(c, "alone"+c))
		if !runs(want) {
			t.Errorf("%q alone → %s, want it done", c, want)
		}
		for _, o := range openers {
			text := o + c
			r := ask(text, fmt.Sprintf("op%d", n))
			if got := summary(r); got != want {
				t.Errorf("%q → %s (say %s), want %s as alone", text, got, r.Say, want)
			}
			n++
		}
	}
	if n < 150 {
		t.Fatalf("%d wordings, want at least 150", n)
	}
	for _, yes := range []string{"alright, garage door open", "alright garage door open", "alright, open it"} {
		s := "yes" + yes
		if r := ask("open the garage door", s); r.Outcome != turn.Confirm {
			t.Fatalf("open the garage door → %s, want a question", summary(r))
		}
		if got := summary(ask(yes, s)); got != "planned: cover.garage_door open planned" {
			t.Errorf("%q to Open Garage door? → %s, want its yes", yes, got)
		}
	}
}
