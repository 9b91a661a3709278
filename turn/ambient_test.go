package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestAmbientIt: "it" said with nothing before of the warmth or the
// light ("make it cooler", "warm it up", "make it brighter", "make it a
// bit darker") in a room with one thing that keeps its temperature, or
// its light, is that thing, as "make it cooler in here" is: it asked
// which of the home's. With several there, which of them is asked; in a
// room with none it still asks; after a command, "it" is what that
// command was about.
func TestAmbientIt(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	keeper := map[string]map[string][]string{} // capability → room → ids
	for _, c := range []string{"thermostat", "brightness"} {
		keeper[c] = map[string][]string{}
		for _, d := range h.Devices {
			if slices.Contains(d.Capabilities, c) {
				keeper[c][d.Room] = append(keeper[c][d.Room], d.ID)
			}
		}
	}
	says := map[string][]string{
		"thermostat": {"make it cooler", "make it warmer", "cool it down", "warm it up", "make it a bit warmer", "heat it up",
			"get it cooler please", "can you make it a little cooler"},
		"brightness": {"make it brighter", "make it a bit darker", "make it dimmer please", "can you make it a little brighter"},
	}
	n := 0
	for c, texts := range says {
		for _, r := range h.Rooms {
			ids := keeper[c][r.ID]
			for i, text := range texts {
				session := fmt.Sprintf("%s.%s.%d", c, r.ID, i)
				res := e.Ask(context.Background(), turn.Request{Text: text, Session: session, Room: r.ID, DryRun: true})
				n++
				switch {
				case len(ids) == 1 && (len(res.Actions) != 1 || res.Actions[0].Device != ids[0]):
					t.Errorf("in %s, %q: %s %v %q, want %s", r.ID, text, res.Outcome, res.Actions, res.Say, ids[0])
				case len(ids) != 1 && (len(res.Actions) > 0 || res.Outcome != turn.Clarify):
					t.Errorf("in %s, %q: %s %v %q, want which asked", r.ID, text, res.Outcome, res.Actions, res.Say)
				case len(ids) > 1 && slices.ContainsFunc(res.Options, func(o turn.Option) bool { return !slices.Contains(ids, o.ID) }):
					t.Errorf("in %s, %q: %q, want which of %v asked", r.ID, text, res.Say, ids)
				}
			}
		}
	}
	for _, text := range says["thermostat"] {
		session := "after " + text
		e.Ask(context.Background(), turn.Request{Text: "turn on the living room ac", Session: session, Room: "bedroom", DryRun: true})
		res := e.Ask(context.Background(), turn.Request{Text: text, Session: session, Room: "bedroom", DryRun: true})
		if len(res.Actions) != 1 || res.Actions[0].Device != "climate.living_ac" {
			t.Errorf("after the living room ac, in the bedroom, %q: %s %v %q, want the living room's", text, res.Outcome, res.Actions, res.Say)
		}
	}
	if n < 120 {
		t.Errorf("%d commands, want at least 120", n)
	}
}
