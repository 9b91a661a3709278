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

// TestVacuumOfTheFloorSaid: "clean the first floor", "vacuum the ground
// floor", "start the vacuum on the second floor", for every floor of a
// home named "… floor", starts the vacuum of that floor: "floor" was left
// out as what a vacuum cleans, and the rest was no room ("I don't know a
// room called first").
func TestVacuumOfTheFloorSaid(t *testing.T) {
	e := eveningEngine(t, "floors.yaml", `name: Floors
floors:
  - {id: ground, name: Ground Floor}
  - {id: first, name: First Floor}
  - {id: second, name: Second Floor}
rooms:
  - {id: hall, name: Hall, floor: ground}
  - {id: office, name: Office, floor: first}
  - {id: loft, name: Loft, floor: second}
devices:
  - {id: vacuum.down, name: Downstairs vacuum, room: hall, type: vacuum, capabilities: [vacuum], state: {status: docked}}
  - {id: vacuum.mid, name: Office vacuum, room: office, type: vacuum, capabilities: [vacuum], state: {status: docked}}
  - {id: vacuum.up, name: Loft vacuum, room: loft, type: vacuum, capabilities: [vacuum], state: {status: docked}}
`)
	for floor, id := range map[string]string{"ground": "vacuum.down", "first": "vacuum.mid", "second": "vacuum.up"} {
		for _, f := range []string{"clean the %s floor", "vacuum the %s floor", "start the vacuum on the %s floor", "please clean the %s floor"} {
			text := fmt.Sprintf(f, floor)
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
			if got, want := summary(r), "planned: "+id+" start planned"; got != want {
				t.Errorf("%q: %s (%s), want %s", text, got, r.Say, want)
			}
		}
	}
}
