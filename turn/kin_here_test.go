package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestKinInTheSpeakersRoom: curtains said in a room that has no curtain
// and one blind ("open the curtains" in the bedroom, 把窗帘拉开), or blinds
// said where there is one curtain and no blind ("lower the blinds" in the
// living room), are that one, as "open the bedroom curtains" is: they
// moved the curtain or the blinds of another room. For every room of the
// demo home so placed, every wording; elsewhere they are as before.
func TestKinInTheSpeakersRoom(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	of := map[string]map[string][]string{} // room → type → ids
	for _, d := range h.Devices {
		if of[d.Room] == nil {
			of[d.Room] = map[string][]string{}
		}
		of[d.Room][d.Type] = append(of[d.Room][d.Type], d.ID)
	}
	says := map[string][]string{
		"curtain": {"open the curtains", "close the curtain", "open the curtains please", "can you close the curtains", "把窗帘拉开", "窗帘关上", "把窗帘打开吧"},
		"blind":   {"lower the blinds", "raise the blind", "open the blinds", "close the blinds please", "把百叶窗打开", "百叶窗关上"},
	}
	n := 0
	for room, types := range of {
		for class, texts := range says {
			kin := map[string]string{"curtain": "blind", "blind": "curtain"}[class]
			if len(types[class]) > 0 || len(types[kin]) != 1 {
				continue
			}
			for i, text := range texts {
				n++
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("%s.%s.%d", room, class, i), Room: room, DryRun: true})
				if len(r.Actions) != 1 || r.Actions[0].Device != types[kin][0] {
					t.Errorf("in %s, %q: %s %v %q, want %s", room, text, r.Outcome, r.Actions, r.Say, types[kin][0])
				}
			}
		}
	}
	if n < 10 {
		t.Errorf("%d commands, want at least 10", n)
	}
}
