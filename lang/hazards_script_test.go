package lang_test

import (
	"slices"
	"testing"

	"edge/lang"
	_ "edge/lang/all"
)

// TestPlacedAcrossScripts: a device's name read after its room's name
// written in the other script ("车库 Door", "Garage 门") says no hazard
// that the name or the room's name does not say alone, so home.Classify
// reads a name after a room's only in the same script.
func TestPlacedAcrossScripts(t *testing.T) {
	rooms := [2][]string{
		{"Garage", "Garage 2", "Front", "Back", "Kitchen", "Gas", "Boiler room", "Porch", "Side", "Garden", "Hall", "Main"},
		{"车库", "车库2", "前", "后", "厨房", "燃气", "锅炉房", "门廊", "侧", "花园", "门厅", "大"},
	}
	names := [2][]string{
		{"Door", "Door lock", "door", "Gate", "Valve", "Lock", "Heater", "Oven", "Opener", "Entrance"},
		{"门", "门锁", "闸", "阀", "阀门", "锁", "取暖器", "烤箱", "大门", "入口"},
	}
	n := 0
	for script := range 2 {
		for _, room := range rooms[script] {
			for _, name := range names[1-script] {
				n++
				alone := append(lang.HazardsOf(name), lang.HazardsOf(room)...)
				for _, h := range lang.HazardsOf(room + " " + name) {
					if !slices.Contains(alone, h) {
						t.Errorf("%q after %q says %s, which neither says alone", name, room, h)
					}
				}
			}
		}
	}
	if n < 200 {
		t.Fatalf("%d names: too few to say anything", n)
	}
}
