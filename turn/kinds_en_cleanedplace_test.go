package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// namedVacuums is a home whose vacuums have names of their own, no class
// word in them, one docked in a room and one in none.
const namedVacuums = `name: Named vacuums
rooms:
  - {id: living_room, name: Living Room}
  - {id: kitchen, name: Kitchen}
  - {id: bedroom, name: Bedroom, aliases: [master bedroom]}
  - {id: study, name: Study}
devices:
  - {id: vacuum.rover, name: Rover, room: living_room, type: vacuum, capabilities: [vacuum], state: {status: docked}}
  - {id: vacuum.dusty, name: Dusty, type: vacuum, capabilities: [vacuum], state: {status: docked}}
  - {id: light.desk, name: Desk, room: study, type: light, capabilities: [onoff]}
`

// TestNamedVacuumCleansThePlaceSaid: a vacuum called by a name of its own
// with a room ("start rover in the kitchen", "turn on dusty in the master
// bedroom", "start the rover in the living room"), for every vacuum and
// room of a home, cleans that room, as "start the vacuum in the kitchen"
// does: the room was where it had to be ("I can't find rover"), or where
// it is docked it cleaned everywhere. A thing that is no vacuum said with
// a place it is not in is still not found there.
func TestNamedVacuumCleansThePlaceSaid(t *testing.T) {
	e := eveningEngine(t, "vacuums.yaml", namedVacuums)
	rooms := map[string]string{"living room": "living_room", "kitchen": "kitchen", "bedroom": "bedroom", "master bedroom": "bedroom", "study": "study"}
	n := 0
	for _, vac := range []string{"rover", "dusty"} {
		for room, id := range rooms {
			for _, f := range []string{"start %s in the %s", "turn on %s in the %s", "start the %s in the %s", "please start %s in the %s"} {
				text := fmt.Sprintf(f, vac, room)
				n++
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
				if r.Outcome != turn.Planned || len(r.Actions) != 1 || r.Actions[0].Device != "vacuum."+vac || r.Actions[0].Args["room"] != id {
					t.Errorf("%q: %s %v, want vacuum.%s start in %s", text, summary(r), r.Actions, vac, id)
				}
			}
		}
	}
	if n < 40 {
		t.Errorf("%d commands, want at least 40", n)
	}
	r := e.Ask(context.Background(), turn.Request{Text: "turn on desk in the kitchen", Session: "desk", DryRun: true})
	if r.Outcome != turn.NotUnderstood {
		t.Errorf("turn on desk in the kitchen: %s, want not understood", summary(r))
	}
}
