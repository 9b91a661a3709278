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

// TestBackSaysItWasSoBefore: "back" before a direction or a value ("turn
// the kitchen light back on", "turn back on the tv", "switch the heater
// back off", "set the dining light back to 40 percent"), for every device
// of the demo home that switches or dims, does what the command says
// without it: it was read as a word of the name ("I can't find kitchen
// light back"), though edge's answer to "undo" asks to be told so. A name
// with "back" in it, and "go back", are as they were.
func TestBackSaysItWasSoBefore(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) string {
		return summary(e.Ask(context.Background(), turn.Request{Text: text, Session: "back " + text, DryRun: true}))
	}
	n := 0
	check := func(said, plain string) {
		n++
		want := ask(plain)
		if strings.HasPrefix(want, "not_understood") {
			t.Errorf("%q, the command without back, is not understood", plain)
		}
		if got := ask(said); got != want {
			t.Errorf("%q: %s, want %s as %q", said, got, want, plain)
		}
	}
	for _, d := range h.Devices {
		name := strings.ToLower(d.Name)
		if slices.Contains(d.Capabilities, "onoff") {
			for _, dir := range []string{"on", "off"} {
				plain := fmt.Sprintf("turn %s the %s", dir, name)
				for _, f := range []string{"turn the %[2]s back %[1]s", "switch the %[2]s back %[1]s", "turn back %[1]s the %[2]s", "put the %[2]s back %[1]s please"} {
					check(fmt.Sprintf(f, dir, name), plain)
				}
			}
		}
		if slices.Contains(d.Capabilities, "brightness") {
			check(fmt.Sprintf("set the %s back to 40 percent", name), fmt.Sprintf("set the %s to 40 percent", name))
		}
	}
	if n < 100 {
		t.Errorf("%d commands, want at least 100", n)
	}
	for said, want := range map[string]string{
		"turn the back on":     "not_understood: ",
		"go back":              "clarify: ",
		"send the vacuum back": "planned: vacuum.robot dock planned",
	} {
		if got := ask(said); got != want {
			t.Errorf("%q: %s, want %s", said, got, want)
		}
	}
}
