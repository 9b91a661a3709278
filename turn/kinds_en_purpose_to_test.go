package turn_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestPurposeAfterCommand: why a command is said, after it with "to" or
// "for" ("turn on the study lamp to read", "turn off the tv to sleep",
// "turn on the fan to cool down", "open the blinds to let some light
// in", "turn on the lamp for reading", "turn on the kettle to make some
// tea", "… to connect my charger to it"), for every device of the demo
// home that switches or opens, does what the command alone does: it was
// read into the name, or as a change ("to cool down" lowered the fan). A
// value said with "to" ("set the ac to cool", "turn the fan to high") is
// still what to set.
func TestPurposeAfterCommand(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) string {
		return summary(e.Ask(context.Background(), turn.Request{Text: text, Session: "purpose " + text, DryRun: true}))
	}
	purposes := []string{"to read", "to sleep", "to go to bed", "to cool down", "to warm up", "to let some light in", "to get some air",
		"for reading", "for sleeping", "to keep the kids safe", "to make some tea", "to connect my charger to it", "to charge my phone",
		"to have some light", "to use it"}
	n := 0
	for _, d := range h.Devices {
		name := strings.ToLower(d.Name)
		var cmds []string
		switch {
		case slices.Contains(d.Capabilities, "onoff"):
			cmds = []string{"turn on the " + name, "turn off the " + name, "switch the " + name + " on"}
		case slices.Contains(d.Capabilities, "position"):
			cmds = []string{"open the " + name, "close the " + name}
		}
		for _, cmd := range cmds {
			want := ask(cmd)
			for _, p := range purposes {
				for _, said := range []string{cmd + " " + p, "please " + cmd + " " + p} {
					n++
					if got := ask(said); got != want {
						t.Errorf("%q: %s, want %s as %q", said, got, want, cmd)
					}
				}
			}
		}
	}
	for said, want := range map[string]string{
		"set the bedroom ac to cool": "planned: climate.bedroom_ac set planned", "turn the living room fan to high": "planned: fan.living set speed=100 planned",
	} {
		if got := ask(said); got != want {
			t.Errorf("%q: %s, want %s", said, got, want)
		}
	}
	if n < 400 {
		t.Errorf("%d utterances, want at least 400", n)
	}
}
