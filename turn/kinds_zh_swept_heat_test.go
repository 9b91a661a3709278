package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/turn"
)

// TestSweptHeatAsks says a sweep of a place that reaches a kettle, an oven
// or a heater it does not name (厨房都关了, 把儿童房的东西全关掉, 厨房电器都关了吧,
// "turn everything off in the kitchen") asks first, whichever way it
// switches: they were switched off with the lights, silently. The yes does
// all of it. Named (关掉烤箱, 把电水壶和烤箱关了), they are switched off as
// before; a sweep of a place with none of them, or of its lights, is done.
func TestSweptHeatAsks(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	heat := map[string][]string{"厨房": {"switch.kettle", "switch.oven"}, "儿童房": {"switch.kids_heater"}}
	forms := []string{"%s都关了", "%s全关了", "%s全部关掉", "把%s的东西都关了", "%s电器都关了吧", "%s里的都关掉", "帮我把%s全关了", "%s所有的都关了"}
	n := 0
	for place, hot := range heat {
		for _, f := range forms {
			text := fmt.Sprintf(f, place)
			s := fmt.Sprintf("h%d", n)
			n++
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: s, DryRun: true})
			if r.Outcome != turn.Confirm {
				t.Errorf("%q → %s, want a question first", text, summary(r))
				continue
			}
			for _, id := range hot {
				if !slices.ContainsFunc(r.Actions, func(a turn.Action) bool { return a.Device == id && a.Command == "off" }) {
					t.Errorf("%q → %s, want %s off asked", text, summary(r), id)
				}
			}
			yes := e.Ask(context.Background(), turn.Request{Text: "确认", Session: s, DryRun: true})
			if yes.Outcome != turn.Planned || len(yes.Actions) != len(r.Actions) {
				t.Errorf("%q, 确认 → %s, want all of %s", text, summary(yes), summary(r))
			}
		}
	}
	for _, en := range []string{"turn everything off in the kitchen", "switch off everything in the kids room"} {
		n++
		if r := e.Ask(context.Background(), turn.Request{Text: en, Session: en, DryRun: true}); r.Outcome != turn.Confirm {
			t.Errorf("%q → %s, want a question first", en, summary(r))
		}
	}
	if n < 18 {
		t.Errorf("%d wordings, want at least 18", n)
	}
	for text, want := range map[string]string{
		"烤箱关了吧":             "planned: switch.oven off planned",
		"把电水壶和烤箱关了":         "planned: switch.kettle off planned, switch.oven off planned",
		"儿童房取暖器关了":          "planned: switch.kids_heater off planned",
		"厨房的灯都关了":           "planned: light.kitchen off planned, light.kitchen_cabinet off planned",
		"厨房关一下":             "planned: light.kitchen off planned, light.kitchen_cabinet off planned",
		"卫生间都关了":            "planned: fan.bathroom off planned, light.bathroom off planned",
		"turn off the oven": "planned: switch.oven off planned",
	} {
		if r := e.Ask(context.Background(), turn.Request{Text: text, Session: "k" + text, DryRun: true}); summary(r) != want {
			t.Errorf("%q → %s, want %s", text, summary(r), want)
		}
	}
}
