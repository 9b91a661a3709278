package turn_test

import (
	"fmt"
	"testing"
)

// TestAdviceToEdge says a command of any device of the demo home as an
// opinion or advice of what edge is to do ("i think you should turn off
// the tv", "i guess you could close the garage door", "i really think
// that you ought to lock the front door", "you'd better pause the tv",
// "you might want to lower the blinds"): it does what the command said
// alone does. "think" was read as a name ("Did you mean TV?", "I can't
// find “think lights”"), "better" and "might" too, "i think you should
// set …" was a thought of a past doing, and after "you should" "lower
// the blinds" moved them a step where alone it closes them.
func TestAdviceToEdge(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "advised")
	advice := []string{"i think you should %s", "i guess you could %s", "i really think that you ought to %s", "i suppose you can %s",
		"you'd better %s", "you might want to %s", "you may want to %s", "i think you'd better %s", "we think you should %s",
		"i reckon you should %s", "you should %s", "maybe you should %s"}
	checked := 0
	said := func(plain string) {
		want := summary(s.ask(plain))
		if !runs(want) {
			return
		}
		for _, a := range advice {
			text := fmt.Sprintf(a, plain)
			checked++
			if got := summary(s.ask(text)); got != want {
				t.Errorf("%q → %s, want %s as %q does", text, got, want, plain)
			}
		}
	}
	demoDoings(t, func(name, plain, _ string) { said(plain) })
	for _, plain := range []string{"lower the blinds", "raise the blinds", "lower the living room curtain", "raise the garage door",
		"set the bedroom ac to 22", "put the kettle on", "shut off the tv", "set the dining light to blue", "turn the kitchen lights off"} {
		said(plain)
	}
	if checked < 1000 {
		t.Fatalf("%d checked, want at least 1000", checked)
	}
	t.Logf("%d checked", checked)
}
