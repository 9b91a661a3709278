package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestVacuumSentToARoom: a vacuum sent to a room of the demo home ("send
// the vacuum to the kitchen", "move the roomba to the study", "take the
// robot to the hall", "please bring the hoover to the nursery";
// 扫地机去厨房, 把扫地机派到厨房, 扫地机到卧室去), by every name and alias of
// the room, cleans that room, as "vacuum the kitchen" does: it was not
// understood ("I can't find vacuum kitchen", 找不到“扫地机器人厨房”). Sent home
// or to its dock, it docks; a place the home lacks is said to be unknown,
// and nothing else sent anywhere is cleaned.
func TestVacuumSentToARoom(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "sent " + text, DryRun: true})
	}
	n := 0
	for _, room := range h.Rooms {
		for _, name := range append([]string{room.Name}, room.Aliases...) {
			if strings.ContainsFunc(name, func(c rune) bool { return c > 0x2e80 }) {
				for _, f := range []string{"扫地机去%s", "让扫地机器人去%s吧", "把扫地机派到%s", "扫地机到%s去", "把扫地机器人派去%s"} {
					text := fmt.Sprintf(f, name)
					n++
					if r := ask(text); r.Outcome != turn.Planned || len(r.Actions) != 1 || r.Actions[0].Command != "start" || r.Actions[0].Args["room"] != room.ID {
						t.Errorf("%q: %s %v, want vacuum.robot start in %s", text, summary(r), r.Actions, room.ID)
					}
				}
				continue
			}
			for _, verb := range []string{"send", "move", "take", "please bring"} {
				for _, vac := range []string{"vacuum", "robot vacuum", "roomba", "hoover", "robot"} {
					text := fmt.Sprintf("%s the %s to the %s", verb, vac, strings.ToLower(name))
					n++
					r := ask(text)
					if r.Outcome != turn.Planned || len(r.Actions) != 1 || r.Actions[0].Command != "start" || r.Actions[0].Args["room"] != room.ID {
						t.Errorf("%q: %s %v, want vacuum.robot start in %s", text, summary(r), r.Actions, room.ID)
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d commands, want at least 200", n)
	}
	for text, want := range map[string]string{
		"send the vacuum home":         "planned: vacuum.robot dock planned",
		"send the roomba to its dock":  "planned: vacuum.robot dock planned",
		"send the vacuum to the base":  "planned: vacuum.robot dock planned",
		"send the vacuum to the attic": "not_understood: ",
		"move the blinds to the study": "not_understood: ",
		"send the tv to the kitchen":   "not_understood: ",
		"扫地机去充电":                       "planned: vacuum.robot dock planned",
		"电视去厨房":                        "not_understood: ",
	} {
		if got := summary(ask(text)); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
}
