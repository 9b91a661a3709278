package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestHereOfTheOnlyOne: a kind of thing said "here" where the speaker's
// room is not known ("turn on the tv in here", "switch the humidifier on
// in this room"), of which the home has one, asks whether it is that one,
// and a yes does the command: it was "I can't find tv". Said where the
// room is known, it is that room's, as before; a kind in several rooms
// asks which room.
func TestHereOfTheOnlyOne(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	words := map[string]string{"tv": "tv", "humidifier": "humidifier", "curtain": "curtain"}
	n := 0
	for _, d := range h.Devices {
		word, ok := words[d.Type]
		if !ok {
			continue
		}
		for _, f := range []string{"turn on the %s in here", "switch the %s on in this room", "turn the %s on in here please", "can you turn on the %s here"} {
			said := fmt.Sprintf(f, word)
			n++
			r := e.Ask(context.Background(), turn.Request{Text: said, Session: said, DryRun: true})
			if r.Outcome != turn.Clarify || len(r.Options) != 1 || r.Options[0].ID != d.ID {
				t.Errorf("%q: %s %v (%s), want the question of %s alone", said, summary(r), r.Options, r.Say, d.ID)
				continue
			}
			if r := e.Ask(context.Background(), turn.Request{Text: "yes", Session: said, DryRun: true}); r.Outcome != turn.Planned || len(r.Actions) != 1 || r.Actions[0].Device != d.ID {
				t.Errorf("%q, yes: %s, want %s done", said, summary(r), d.ID)
			}
		}
		said := "turn on the " + word + " in here"
		r := e.Ask(context.Background(), turn.Request{Text: said, Room: d.Room, Session: "in " + said, DryRun: true})
		if r.Outcome != turn.Planned || len(r.Actions) != 1 || r.Actions[0].Device != d.ID {
			t.Errorf("%q in %s: %s, want %s done", said, d.Room, summary(r), d.ID)
		}
	}
	if n < 12 {
		t.Errorf("%d commands, want at least 12", n)
	}
	if r := e.Ask(context.Background(), turn.Request{Text: "turn on the lights in here", Session: "lights here", DryRun: true}); r.Outcome != turn.Clarify || len(r.Options) < 2 {
		t.Errorf("turn on the lights in here: %s, want which room", summary(r))
	}
}
