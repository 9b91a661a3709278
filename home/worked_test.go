package home_test

import (
	"testing"

	"edge/home"
	"edge/lang"
	"edge/risk"
)

// TestWorkedSays: a device of a type that says no thing of its own (a
// switch, an outlet, a plug, a relay, no type) named by a hazard's words
// and words that work it ("Garage door toggle", "Open gate", "Kettle on",
// 打开车库门) is that hazard, and the command its floor names is at it:
// read as an instruction the name said nothing, and a sweep or a scene
// switched it with no question. A light, a fan or a tv with such an alias
// keeps what its type says.
func TestWorkedSays(t *testing.T) {
	names := map[home.Hazard][]string{
		home.GarageDoor: {"Garage door toggle", "Open gate", "Toggle gate", "打开车库门", "Roller door on"},
		home.Heat:       {"Kettle on", "Turn on the heater", "Heater power", "打开取暖器"},
		home.Lock:       {"Door strike open", "Toggle latch", "打开门禁"},
		home.Valve:      {"Open valve", "打开燃气总闸", "Water main on"},
	}
	n := 0
	for hz, ns := range names {
		for _, name := range ns {
			for _, typ := range []string{"switch", "outlet", "plug", "Relay", "", "light", "fan", "tv"} {
				h := &home.Home{Devices: []home.Device{{ID: "x.dev", Name: "Device one", Aliases: []string{name}, Type: typ, Capabilities: []string{"onoff"}}}}
				home.Classify(h, lang.HazardsOf, lang.HazardTail)
				home.WorkedSays(h, lang.HazardsWorked)
				d := &h.Devices[0]
				switch typ {
				case "light", "fan", "tv":
					if d.Hazards() != 0 {
						t.Errorf("a %s with the alias %q: hazards %v, want none", typ, name, d.Hazards())
					}
				default:
					if d.Hazards()&hz == 0 {
						t.Errorf("a %q with the alias %q: hazards %v, want %v", typ, name, d.Hazards(), hz)
					}
					if got := d.Floor("onoff", "on", nil); got < risk.High {
						t.Errorf("a %q with the alias %q: on is %v, want high at least", typ, name, got)
					}
				}
				n++
			}
		}
	}
	if n < 100 {
		t.Fatalf("only %d devices", n)
	}
}
