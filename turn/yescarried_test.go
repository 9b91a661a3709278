package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestYesCarrying: a yes that goes on with the command asked about,
// said again ("yes, open it", "yeah open the garage door please",
// 好的，开吧, 对，打开车库门), confirms it, as a yes alone does: it asked
// again, or was not understood. A yes that goes on with another command
// ("yes, close it", "yes and unlock the front door", 好的，关上) confirms
// nothing.
func TestYesCarrying(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	cases := []struct {
		ask, device, command string
		yeses, again         []string
	}{
		{"open the garage door", "cover.garage_door", "open", []string{"yes", "yeah", "yes please", "ok", "okay", "sure", "yep", "go ahead and"},
			[]string{"open it", "open the garage door", "open it please", "open that"}},
		{"open the gas valve", "valve.gas", "open", []string{"yes", "yeah", "ok", "sure"}, []string{"open it", "open the gas valve"}},
		{"打开车库门", "cover.garage_door", "open", []string{"好的", "好", "对", "是的", "可以", "确认"},
			[]string{"开吧", "开", "打开吧", "打开它", "打开车库门", "把车库门打开"}},
		{"打开燃气阀门", "valve.gas", "open", []string{"好的", "对"}, []string{"开吧", "打开燃气阀门"}},
	}
	n := 0
	for _, c := range cases {
		for _, yes := range c.yeses {
			for _, again := range c.again {
				for _, sep := range []string{" ", ", "} {
					if c.ask[0] >= 0x80 {
						sep = map[string]string{" ": "", ", ": "，"}[sep]
					}
					said := yes + sep + again
					s := fmt.Sprintf("yes-%d", n)
					n++
					if r := e.Ask(context.Background(), turn.Request{Text: c.ask, Session: s, DryRun: true}); r.Outcome != turn.Confirm {
						t.Fatalf("%q: %s, want a question", c.ask, planned(r))
					}
					r := e.Ask(context.Background(), turn.Request{Text: said, Session: s, DryRun: true})
					if r.Outcome != turn.Planned || len(r.Actions) != 1 || r.Actions[0].Device != c.device || r.Actions[0].Command != c.command {
						t.Errorf("%q, then %q: %s, want %s %s", c.ask, said, planned(r), c.device, c.command)
					}
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d conversations, want at least 150", n)
	}
	for _, no := range []string{"yes, close it", "yes and unlock the front door", "yes, open the front door", "yes turn on the light",
		"好的，关上", "好的顺便把前门锁打开", "yes open it in five minutes", "yes don't open it"} {
		s := "no-" + no
		ask := "open the garage door"
		if no[0] >= 0x80 {
			ask = "打开车库门"
		}
		e.Ask(context.Background(), turn.Request{Text: ask, Session: s, DryRun: true})
		r := e.Ask(context.Background(), turn.Request{Text: no, Session: s, DryRun: true})
		for _, a := range r.Actions {
			if a.Device == "cover.garage_door" && a.Command == "open" && a.Status != turn.StatusPending || a.Device == "lock.front_door" && a.Status != turn.StatusPending {
				t.Errorf("%q, then %q: %s, want nothing confirmed", ask, no, planned(r))
			}
		}
	}
}
