package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestExceptionOutsideTheSweep: a sweep of a room said with the exception
// of a light that is in another room ("turn off everything in the
// bedroom except the desk lamp", where the desk lamp is in the study;
// 卧室除了台灯都关了) excepts nothing the speaker meant: it swept the whole
// room, and the lamp they meant to keep on went off with the rest. It is
// now a name not found in that room, and nothing is done. For every room
// of the demo home and every light of another room, in both languages;
// and for every light of the room itself, the sweep is done without it.
func TestExceptionOutsideTheSweep(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	zhOf := func(aliases []string) string {
		for _, a := range aliases {
			if a[0] >= 0x80 {
				return a
			}
		}
		return ""
	}
	type light struct{ id, room, en, zh string }
	var lights []light
	for _, d := range h.Devices {
		if d.Type == "light" && zhOf(d.Aliases) != "" {
			lights = append(lights, light{d.ID, d.Room, strings.ToLower(d.Name), zhOf(d.Aliases)})
		}
	}
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
	}
	n, swept := 0, 0
	for _, r := range h.Rooms {
		room := [2]string{strings.ToLower(r.Name), zhOf(r.Aliases)}
		for _, l := range lights {
			forms := []string{"turn off everything in the %[1]s except the %[3]s", "switch everything off in the %[1]s but the %[3]s",
				"%[2]s除了%[4]s都关了", "除了%[4]s，%[2]s都关了", "把%[2]s里除了%[4]s以外的都关掉"}
			for i, f := range forms {
				text := fmt.Sprintf(f, room[0], room[1], l.en, l.zh)
				res := ask(text)
				n++
				if l.room != r.ID {
					said, label := l.en, r.Name
					if i >= 2 {
						said, label = l.zh, room[1]
					}
					if len(res.Actions) > 0 || !strings.Contains(res.Say, said) || !strings.Contains(res.Say, label) {
						t.Errorf("%q: %s %d actions %q, want nothing done and %q not found in %s", text, res.Outcome, len(res.Actions), res.Say+res.Question, said, label)
					}
					continue
				}
				for _, a := range res.Actions {
					if a.Device == l.id {
						t.Errorf("%q: %s %s, the light excepted", text, a.Command, a.Device)
					}
				}
				if len(res.Actions) > 0 {
					swept++
				}
			}
		}
	}
	if n < 500 || swept == 0 {
		t.Errorf("%d commands, %d sweeps done, want at least 500 and some", n, swept)
	}
}
