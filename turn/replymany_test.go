package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestRepliesNamingSeveral: an answer to "which room?" or "which one?"
// that names several ("the kitchen and the hall", "kitchen, hall and
// garage", 厨房和卧室, 厨房、卧室), or one after "in" ("in the kitchen"),
// does the command on each one named, as each answer alone does; one
// that names nothing of the question asks again. (An English list needs
// its "and": words apart after pauses are no answer.)
func TestRepliesNamingSeveral(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	reply := func(cmd, text string) turn.Result {
		n++
		s := fmt.Sprintf("m%d", n)
		e.Ask(context.Background(), turn.Request{Text: cmd, Session: s, DryRun: true})
		return e.Ask(context.Background(), turn.Request{Text: text, Session: s, DryRun: true})
	}
	devices := func(r turn.Result) []string {
		var ds []string
		for _, a := range r.Actions {
			ds = append(ds, a.Device+" "+a.Command)
		}
		slices.Sort(ds)
		return ds
	}
	cases := []struct {
		cmd    string
		names  []string
		joins  []string
		before []string
	}{
		{"turn off the lights", []string{"kitchen", "hall", "garage", "bedroom"}, []string{" and ", ", and ", " and the ", ", and the "}, []string{"", "the ", "in the "}},
		{"turn on the lamp", []string{"bedside", "study", "reading"}, []string{" and ", ", and ", " and the "}, []string{"", "the "}},
		{"关灯", []string{"厨房", "门厅", "车库", "卧室"}, []string{"和", "跟", "、", "，"}, []string{"", "在"}},
	}
	ways := 0
	for _, c := range cases {
		for i, a := range c.names {
			for j, b := range c.names {
				if i == j {
					continue
				}
				want := slices.Concat(devices(reply(c.cmd, a)), devices(reply(c.cmd, b)))
				slices.Sort(want)
				want = slices.Compact(want)
				if len(want) < 2 {
					t.Fatalf("%q, %q after %q: %v", a, b, c.cmd, want)
				}
				for _, pre := range c.before {
					for _, join := range c.joins {
						text := pre + a + join + b
						ways++
						if r := reply(c.cmd, text); !slices.Equal(devices(r), want) || r.Outcome != turn.Planned {
							t.Errorf("%q after %q: %s %v, want %v", text, c.cmd, r.Outcome, devices(r), want)
						}
					}
				}
			}
		}
		if r := reply(c.cmd, strings.Join(c.names[:1], "")+c.joins[0]+"moon"); r.Outcome != turn.Clarify || len(r.Actions) > 0 {
			t.Errorf("%s and the moon after %q: %s, want asked again", c.names[0], c.cmd, planned(r))
		}
	}
	if ways < 150 {
		t.Errorf("%d ways, want at least 150", ways)
	}
}
