package turn_test

import (
	"context"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestSweepSkipsScenesAndNamed: a sweep ("turn everything on", "turn on
// everything in the living room", 全部打开, 客厅的都打开) never activates a
// scene (movie mode turned the lights off it was asked to turn on) and
// never does what only a device named gets (the robot vacuum started), in
// every room of the demo home and in all of it; named, they still are.
func TestSweepSkipsScenesAndNamed(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	n := 0
	ask := func(text, room string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Session: text + room, Room: room, DryRun: true})
	}
	says := []string{"turn everything on", "switch everything on", "turn on everything", "start everything", "全部打开", "都打开", "把所有东西都打开"}
	rooms := []string{""}
	for _, r := range h.Rooms {
		rooms = append(rooms, r.ID)
		says = append(says, "turn on everything in the "+r.Name, "switch on all the devices in the "+r.Name)
		for _, a := range r.Aliases {
			if a[0] >= 0x80 {
				says = append(says, a+"的都打开", "把"+a+"的东西全部打开")
			}
		}
	}
	acted := 0
	for _, room := range rooms {
		for _, text := range says {
			r := ask(text, room)
			acted += len(r.Actions)
			for _, a := range r.Actions {
				if a.Command == "activate" || a.Device == "vacuum.robot" {
					t.Errorf("%q (room %q): %s %s", text, room, a.Command, a.Device)
				}
			}
		}
	}
	if n < 200 || acted == 0 {
		t.Errorf("%d sweeps, %d actions: want at least 200 sweeps that act", n, acted)
	}
	for text, want := range map[string]string{"turn on movie mode": "scene.movie", "turn on the vacuum": "vacuum.robot", "start the robot vacuum": "vacuum.robot"} {
		if r := ask(text, "living"); len(r.Actions) != 1 || r.Actions[0].Device != want {
			t.Errorf("%q: %s %v, want %s", text, r.Outcome, r.Actions, want)
		}
	}
}
