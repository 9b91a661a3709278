package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestCleanTwoRooms: a vacuum told to clean two rooms at once ("clean the
// bedroom and the kitchen", "vacuum the kitchen and the living room",
// 清扫客厅和厨房), every pair of rooms of the demo home, does nothing: it
// cleans one room at a time, and the second room was taken for a vacuum
// of its own (厨房没有能调room的设备) or for the vacuum kept there, started
// again in the first room. Each room alone is still cleaned.
func TestCleanTwoRooms(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "rooms " + text, DryRun: true})
	}
	n := 0
	for _, a := range h.Rooms {
		for _, b := range h.Rooms {
			if a.ID == b.ID {
				continue
			}
			ra, rb := strings.ToLower(a.Name), strings.ToLower(b.Name)
			texts := []string{fmt.Sprintf("clean the %s and the %s", ra, rb), fmt.Sprintf("vacuum the %s and %s", ra, rb),
				fmt.Sprintf("please hoover the %s and the %s", ra, rb)}
			if len(a.Aliases) > 0 && len(b.Aliases) > 0 {
				za, zb := a.Aliases[len(a.Aliases)-1], b.Aliases[len(b.Aliases)-1]
				texts = append(texts, fmt.Sprintf("清扫%s和%s", za, zb), fmt.Sprintf("扫一下%s和%s", za, zb))
			}
			for _, text := range texts {
				n++
				if r := ask(text); len(r.Actions) > 0 {
					t.Errorf("%q: %s, want nothing done", text, summary(r))
				}
			}
		}
		n++
		if r := ask("clean the " + strings.ToLower(a.Name)); r.Outcome != turn.Planned {
			t.Errorf("clean the %s: %s %q", a.Name, summary(r), r.Say)
		}
	}
	if n < 400 {
		t.Errorf("%d utterances, want at least 400", n)
	}
}
