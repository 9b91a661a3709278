package home_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/home"
	"edge/lang"
	"edge/risk"
)

// TestGroupSaysWhatItsMembersAre: relays named plainly ("Relay 1",
// 一号继电器) in a group whose name or alias says a hazard ("Garage door",
// "Heaters", 燃气阀, 前门锁), held by it or by a group it holds, are that
// hazard, and the command the hazard's floor names is at it (on, or off
// for an alarm), whichever words reach them: said by their own names or
// run by a scene they switched with no question, where the group's name
// asked. A group whose name says no hazard ("Upstairs lights", "Garage",
// 卧室灯) gives none, groups that hold each other are read once, and each
// member so made a hazard gets a warning.
func TestGroupSaysWhatItsMembersAre(t *testing.T) {
	names := map[home.Hazard][]string{
		home.GarageDoor: {"Garage door", "Driveway gates", "车库门", "卷帘门"},
		home.Lock:       {"Front door lock", "Door strikes", "前门锁", "门禁"},
		home.Heat:       {"Heaters", "Kitchen oven", "取暖器", "电热毯"},
		home.Valve:      {"Gas valve", "Water main", "燃气阀"},
		home.Alarm:      {"House alarm", "Sirens", "报警器"},
	}
	build := func(name string, members int, nested bool) *home.Home {
		h := &home.Home{Rooms: []home.Room{{ID: "r", Name: "Hall"}}}
		var ids []string
		for i := range members {
			id := fmt.Sprintf("switch.r%d", i+1)
			ids = append(ids, id)
			h.Devices = append(h.Devices, home.Device{ID: id, Name: fmt.Sprintf("Relay %d", i+1), Aliases: []string{fmt.Sprintf("%d号继电器", i+1)},
				Room: "r", Type: "switch", Capabilities: []string{"onoff"}})
		}
		h.Devices = append(h.Devices, home.Device{ID: "light.hall", Name: "Hall light", Room: "r", Type: "light", Capabilities: []string{"onoff"}})
		if nested {
			h.Groups = []home.Group{{ID: "group.outer", Name: name, Members: []string{"group.inner"}},
				{ID: "group.inner", Name: "Relays", Members: append(ids, "group.outer")}}
		} else {
			h.Groups = []home.Group{{ID: "group.g", Name: "Set one", Aliases: []string{name}, Members: ids}}
		}
		home.Classify(h, lang.HazardsOf, lang.HazardTail)
		return h
	}
	n := 0
	for hz, ns := range names {
		cmd := "on"
		if hz == home.Alarm {
			cmd = "off"
		}
		for _, name := range ns {
			for _, members := range []int{1, 3} {
				for _, nested := range []bool{false, true} {
					h := build(name, members, nested)
					warned := map[int]bool{}
					for _, w := range home.Disagreements(h) {
						if strings.Contains(w.Msg, "group it is in") {
							warned[w.Device] = true
						}
					}
					for i := range members {
						d := &h.Devices[i]
						if d.Hazards()&hz == 0 {
							t.Errorf("%s in a group %q (nested %v): hazards %v, want %v", d.ID, name, nested, d.Hazards(), hz)
						}
						if got := d.Floor("onoff", cmd, nil); got < risk.High {
							t.Errorf("%s in a group %q: %s is %v, want high at least", d.ID, name, cmd, got)
						}
						if !warned[i] {
							t.Errorf("%s in a group %q: no warning", d.ID, name)
						}
						n++
					}
					if light := &h.Devices[members]; light.Hazards() != 0 {
						t.Errorf("a light in no group: hazards %v", light.Hazards())
					}
				}
			}
		}
	}
	for _, name := range []string{"Upstairs lights", "Garage", "Kitchen plugs", "Relays", "卧室灯", "车库", "Door lights", "Clocks"} {
		for _, nested := range []bool{false, true} {
			h := build(name, 2, nested)
			for i := range 2 {
				if got := h.Devices[i].Hazards(); got != 0 {
					t.Errorf("a relay in a group %q: hazards %v, want none", name, got)
				}
				n++
			}
		}
	}
	if n < 150 {
		t.Fatalf("only %d members", n)
	}
}
