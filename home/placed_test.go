package home_test

import (
	"testing"

	"edge/home"
	"edge/lang"
)

// TestNamedWithItsRoom: a device whose name begins with the end of a
// hazard's word is what its name says read after its room's name, as
// the words that reach it say it ("the garage door" reaches "Door" in
// the Garage; 车库门 reaches 门 in 车库): a motor or a relay called
// "Door", "door 2" or 门 in a garage is a garage door, whatever its type
// or capability. The same names in other rooms, and other names in the
// garage, say nothing: a room whose own name says a hazard gives it to
// no device of its own ("Gate house" and its lights).
func TestNamedWithItsRoom(t *testing.T) {
	type kit struct {
		typ  string
		caps []string
	}
	kits := []kit{{"cover", []string{"position"}}, {"switch", []string{"onoff"}}, {"", []string{"onoff"}}, {"outlet", []string{"onoff"}}}
	doors := map[string][]string{
		"Garage": {"Door", "door", "DOOR", "Door 2", "Doors", "Door (left)", "Door opener"},
		"garage": {"Door", "Door 2"},
		"车库":     {"门", "门2", "卷帘", "门（左）"},
		"車庫":     {"門"},
	}
	notDoors := map[string][]string{
		"Hall":       {"Door", "Door 2", "Front door"},
		"Kitchen":    {"Door"},
		"Garage":     {"Light", "Ceiling light", "Shelf", "Big door", "Fan"},
		"Gate house": {"Light", "Lamp"},
		"门厅":         {"门", "灯"},
		"车库":         {"灯", "风扇", "大灯"},
	}
	n := 0
	check := func(room, name string, k kit, want bool) {
		t.Helper()
		h := &home.Home{
			Rooms:   []home.Room{{ID: "r", Name: room}},
			Devices: []home.Device{{ID: "x.dev", Name: name, Room: "r", Type: k.typ, Capabilities: k.caps}},
		}
		home.Classify(h, lang.HazardsOf, lang.HazardTail)
		if got := h.Devices[0].Hazards()&home.GarageDoor != 0; got != want {
			t.Errorf("%q in the room %q (%s %v): garage door %v, want %v", name, room, k.typ, k.caps, got, want)
		}
		n++
	}
	for room, names := range doors {
		for _, name := range names {
			for _, k := range kits {
				check(room, name, k, true)
			}
		}
	}
	for room, names := range notDoors {
		for _, name := range names {
			for _, k := range kits {
				check(room, name, k, false)
			}
		}
	}
	// a room's alias says it too: "Door" in a room called Car barn, also
	// called Garage.
	h := &home.Home{
		Rooms:   []home.Room{{ID: "r", Name: "Car barn", Aliases: []string{"Garage", "车库"}}},
		Devices: []home.Device{{ID: "cover.a", Name: "Door", Room: "r", Type: "cover", Capabilities: []string{"position"}}, {ID: "switch.b", Name: "门", Room: "r", Capabilities: []string{"onoff"}}},
	}
	home.Classify(h, lang.HazardsOf, lang.HazardTail)
	for _, d := range h.Devices {
		if d.Hazards()&home.GarageDoor == 0 {
			t.Errorf("%s in a room also called Garage and 车库 is no garage door", d.Name)
		}
	}
	if n < 50 {
		t.Errorf("%d homes checked, want at least 50", n)
	}
}
