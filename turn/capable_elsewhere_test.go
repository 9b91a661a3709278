package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestCapableOnlyElsewhere: a change the lights of the speaker's room
// cannot make ("make the lights red" in the living room, whose light has
// no colours), where one light elsewhere can, asks about that light,
// never changes it unasked: it set the dining room's light red. A yes
// then does it; said in the dining room it is done.
func TestCapableOnlyElsewhere(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	rooms := map[string]bool{}
	for _, d := range h.Devices {
		if d.Type == "light" && d.Room != "dining" {
			rooms[d.Room] = true
		}
	}
	says := []string{"make the lights red", "set the light to blue", "change the colour of the lights to green", "turn the light purple",
		"can you make the lights orange please", "把灯调成红色", "灯换成蓝色"}
	n := 0
	for room := range rooms {
		for i, text := range says {
			session := fmt.Sprintf("%s.%d", room, i)
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: session, Room: room, DryRun: true})
			n++
			if len(r.Actions) > 0 || r.Outcome != turn.Clarify || !slices.ContainsFunc(r.Options, func(o turn.Option) bool { return o.ID == "light.dining" }) {
				t.Errorf("in %s, %q: %s %v %q, want Dining light asked about", room, text, r.Outcome, r.Actions, r.Say)
				continue
			}
			yes := "yes"
			if text[0] >= 0x80 {
				yes = "是的"
			}
			r = e.Ask(context.Background(), turn.Request{Text: yes, Session: session, Room: room, DryRun: true})
			if len(r.Actions) != 1 || r.Actions[0].Device != "light.dining" {
				t.Errorf("in %s, %q, then yes: %s %v %q, want the dining light's colour set", room, text, r.Outcome, r.Actions, r.Say)
			}
		}
	}
	for _, text := range says {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "dining " + text, Room: "dining", DryRun: true})
		if len(r.Actions) != 1 || r.Actions[0].Device != "light.dining" {
			t.Errorf("in dining, %q: %s %v %q, want it done", text, r.Outcome, r.Actions, r.Say)
		}
	}
	if n < 50 {
		t.Errorf("%d commands, want at least 50", n)
	}
}
