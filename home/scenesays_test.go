package home_test

import (
	"testing"

	"edge/home"
	"edge/lang"
	"edge/risk"
)

// TestSceneSays: a device of a type that says no thing of its own,
// plainly named ("Relay one"), commanded by a scene whose name works a
// hazard ("Open the garage", "Unlock front", "Gas on", 打开车库门, 解锁前门,
// 打开燃气) is that hazard, and edge check warns: activating the scene
// switched it with no question. A light, a fan or a tv the scene commands
// keeps its type, and a scene whose name works nothing of a hazard
// ("Evening", "Garage light on", 车库灯打开) says nothing. So does a
// group so named give its members.
func TestSceneSays(t *testing.T) {
	scenes := map[home.Hazard][]string{
		home.GarageDoor: {"Open the garage", "Garage open", "Open the gate", "打开车库门", "把车库打开"},
		home.Lock:       {"Unlock front", "Unlock the back door", "Open the door", "解锁前门", "打开前门"},
		home.Valve:      {"Gas on", "Turn on the gas", "打开燃气", "燃气打开", "开启煤气"},
		home.Heat:       {"Heater on", "Turn on the oven", "打开取暖器"},
	}
	n := 0
	for hz, names := range scenes {
		for _, name := range names {
			for _, typ := range []string{"switch", "outlet", "plug", "Relay", "", "light", "fan", "tv"} {
				h := sceneHome(name, typ)
				d := &h.Devices[0]
				switch typ {
				case "light", "fan", "tv":
					if d.Hazards() != 0 {
						t.Errorf("a %s in the scene %q: hazards %v, want none", typ, name, d.Hazards())
					}
				default:
					if d.Hazards()&hz == 0 {
						t.Errorf("a %q in the scene %q: hazards %v, want %v", typ, name, d.Hazards(), hz)
					}
					if got := d.Floor("onoff", "on", nil); got < risk.High {
						t.Errorf("a %q in the scene %q: on is %v, want high at least", typ, name, got)
					}
					if len(home.Disagreements(h)) == 0 {
						t.Errorf("a %q in the scene %q: no warning", typ, name)
					}
				}
				n++
			}
		}
	}
	for _, name := range []string{"Evening", "Good night", "Garage light on", "Turn on the kitchen light", "车库灯打开", "晚安"} {
		for _, typ := range []string{"switch", "outlet", ""} {
			if d := &sceneHome(name, typ).Devices[0]; d.Hazards() != 0 {
				t.Errorf("a %q in the scene %q: hazards %v, want none", typ, name, d.Hazards())
			}
			n++
		}
	}
	for hz, names := range scenes {
		for _, name := range names {
			h := &home.Home{
				Devices: []home.Device{{ID: "x.dev", Name: "Relay one", Type: "switch", Capabilities: []string{"onoff"}}},
				Groups:  []home.Group{{ID: "group.g", Name: name, Members: []string{"x.dev"}}},
			}
			home.Classify(h, lang.HazardsOf, lang.HazardTail)
			home.SceneSays(h, lang.HazardsDone)
			if d := &h.Devices[0]; d.Hazards()&hz == 0 || len(home.Disagreements(h)) == 0 {
				t.Errorf("a switch in the group %q: hazards %v, want %v and a warning", name, d.Hazards(), hz)
			}
			n++
		}
	}
	if n < 100 {
		t.Fatalf("only %d devices", n)
	}
}

// sceneHome is a home of one plainly named device of the type, switched
// on by a scene of the name, classified as edge does.
func sceneHome(name, typ string) *home.Home {
	h := &home.Home{
		Devices: []home.Device{{ID: "x.dev", Name: "Relay one", Type: typ, Capabilities: []string{"onoff"}}},
		Scenes:  []home.Scene{{ID: "scene.s", Name: name, Actions: []home.Action{{Device: "x.dev", Command: "on"}}}},
	}
	home.Classify(h, lang.HazardsOf, lang.HazardTail)
	home.WorkedSays(h, lang.HazardsWorked)
	home.SceneSays(h, lang.HazardsDone)
	return h
}
