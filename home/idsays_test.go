package home_test

import (
	"strings"
	"testing"

	"edge/home"
	"edge/lang"
	"edge/risk"
)

// TestIDSaysWhatADeviceIs: a device named plainly ("Relay 2", 二号继电器)
// whose id says a hazard, in the object id after the domain
// ("switch.garage_door", "outlet.shelly_gas_valve_2", "switch.SpaceHeater")
// or in a domain of what it is ("lock.porch", "valve.main",
// "water_heater.tank"), is that hazard, and switching it on is at the
// hazard's floor (switching an alarm off), as when its name says it: renamed, a relay wired to a
// garage door switched with no question. An id that says no hazard
// ("light.garage", "switch.garage_light", "cover.garage") says none, and a
// device its id alone makes a hazard gets a warning naming its id.
func TestIDSaysWhatADeviceIs(t *testing.T) {
	objects := map[home.Hazard][][]string{
		home.GarageDoor: {{"garage", "door"}, {"gate"}, {"garage", "opener"}, {"driveway", "gate"}},
		home.Lock:       {{"front", "door", "lock"}, {"door", "strike"}, {"deadbolt"}, {"latch"}},
		home.Heat:       {{"space", "heater"}, {"kettle"}, {"oven"}, {"towel", "radiator"}},
		home.Valve:      {{"gas", "valve"}, {"water", "main"}, {"stopcock"}},
		home.Alarm:      {{"siren"}, {"house", "alarm"}},
	}
	styles := map[string]func(w []string) string{
		"snake":    func(w []string) string { return strings.Join(w, "_") },
		"kebab":    func(w []string) string { return strings.Join(w, "-") },
		"numbered": func(w []string) string { return strings.Join(w, "_") + "_2" },
		"maker":    func(w []string) string { return "shelly_" + strings.Join(w, "_") },
		"camel": func(w []string) string {
			var b strings.Builder
			for _, x := range w {
				b.WriteString(strings.ToUpper(x[:1]) + x[1:])
			}
			return b.String()
		},
	}
	relay := func(id string) *home.Device {
		h := &home.Home{Rooms: []home.Room{{ID: "r", Name: "Hall"}}, Devices: []home.Device{
			{ID: id, Name: "Relay two", Aliases: []string{"二号继电器"}, Room: "r", Type: "switch", Capabilities: []string{"onoff"}}}}
		home.Classify(h, lang.HazardsOf, lang.HazardTail)
		if w := home.Disagreements(h); h.Devices[0].Hazards() != 0 && (len(w) == 0 || !strings.Contains(w[0].Msg, "its id says")) {
			t.Errorf("id %q: warnings %v, want one of its id", id, w)
		}
		return &h.Devices[0]
	}
	n := 0
	for hz, words := range objects {
		for _, w := range words {
			for style, write := range styles {
				for _, domain := range []string{"switch", "outlet", "input_boolean"} {
					id := domain + "." + write(w)
					d := relay(id)
					if d.Hazards()&hz == 0 {
						t.Errorf("id %q (%s): hazards %v, want %v", id, style, d.Hazards(), hz)
					}
					cmd := "on"
					if hz == home.Alarm {
						cmd = "off"
					}
					if got := d.Floor("onoff", cmd, nil); got < risk.High {
						t.Errorf("id %q: switching %s is %v, want high at least", id, cmd, got)
					}
					n++
				}
			}
		}
	}
	for id, hz := range map[string]home.Hazard{"lock.porch": home.Lock, "valve.main": home.Valve, "water_heater.tank": home.Heat,
		"alarm_control_panel.home": home.Alarm, "LOCK.back": home.Lock} {
		if got := relay(id).Hazards(); got&hz == 0 {
			t.Errorf("id %q: hazards %v, want %v", id, got, hz)
		}
		n++
	}
	for _, id := range []string{"light.garage", "switch.garage_light", "cover.garage", "switch.porch", "light.door", "switch.tv",
		"fan.bedroom", "switch.relay_2", "outlet", "switch.christmas_tree", "light.hall_2", "media_player.living_room"} {
		if got := relay(id).Hazards(); got != 0 {
			t.Errorf("id %q: hazards %v, want none", id, got)
		}
		n++
	}
	if n < 100 {
		t.Fatalf("only %d ids", n)
	}
}
