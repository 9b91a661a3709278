package home_test

import (
	"strings"
	"testing"

	"edge/home"
	"edge/lang"
	"edge/risk"
)

// TestAddressSaysWhatADeviceIs: a relay named plainly ("Relay 2") whose
// driver reaches it by words that say a hazard (a Zigbee2MQTT friendly
// name "Garage door relay" or "garage/gas_valve", a Tasmota topic
// "gate_opener relay 1") is that hazard, and the command its floor names
// is at it; so is a device sharing that address (ShareHazards after it).
// An address that says none ("hall_light", "0x00158d0001a2b3c4", a pin)
// gives none, and each device so made a hazard gets a warning.
func TestAddressSaysWhatADeviceIs(t *testing.T) {
	words := map[home.Hazard][][]string{
		home.GarageDoor: {{"garage", "door"}, {"gate", "opener"}, {"driveway", "gate"}, {"roller", "door"}},
		home.Lock:       {{"front", "door", "strike"}, {"deadbolt"}, {"door", "lock"}},
		home.Heat:       {{"space", "heater"}, {"kettle"}, {"towel", "radiator"}},
		home.Valve:      {{"gas", "valve"}, {"water", "main"}},
		home.Alarm:      {{"siren"}, {"house", "alarm"}},
	}
	styles := map[string]func(w []string) string{
		"friendly": func(w []string) string { return strings.Join(w, " ") + " relay" },
		"topic":    func(w []string) string { return strings.Join(w, "_") + " relay 1" },
		"nested":   func(w []string) string { return "garage/" + strings.Join(w, "_") },
		"kebab":    func(w []string) string { return "shelly-" + strings.Join(w, "-") },
	}
	run := func(addr string) *home.Home {
		h := &home.Home{Rooms: []home.Room{{ID: "r", Name: "Hall"}}, Devices: []home.Device{
			{ID: "switch.r2", Name: "Relay 2", Room: "r", Type: "switch", Capabilities: []string{"onoff"}},
			{ID: "light.porch", Name: "Porch light", Room: "r", Type: "light", Capabilities: []string{"onoff"}},
		}}
		address := func(d *home.Device) string { return addr }
		home.Classify(h, lang.HazardsOf, lang.HazardTail)
		home.AddressSays(h, address, lang.HazardsOf)
		home.ShareHazards(h, address)
		return h
	}
	n := 0
	for hz, ws := range words {
		cmd := "on"
		if hz == home.Alarm {
			cmd = "off"
		}
		for _, w := range ws {
			for style, write := range styles {
				addr := "zigbee2mqtt " + write(w)
				h := run(addr)
				for i := range h.Devices {
					d := &h.Devices[i]
					if d.Hazards()&hz == 0 {
						t.Errorf("%s at %q (%s): hazards %v, want %v", d.ID, addr, style, d.Hazards(), hz)
					}
					if got := d.Floor("onoff", cmd, nil); got < risk.High {
						t.Errorf("%s at %q: %s is %v, want high at least", d.ID, addr, cmd, got)
					}
					n++
				}
				if ws := home.Disagreements(h); len(ws) == 0 || !strings.Contains(ws[0].Msg, "driver's address says") {
					t.Errorf("at %q: warnings %v, want one of the address", addr, ws)
				}
			}
		}
	}
	for _, addr := range []string{"tasmota hall_light relay 1", "zigbee2mqtt 0x00158d0001a2b3c4", "gpio gpiochip0 17", "zigbee2mqtt Garage light",
		"modbus 10.0.0.5:502 unit 1 coil 3", "zigbee2mqtt door/contact", "tasmota garage relay 2", ""} {
		h := run(addr)
		for i := range h.Devices {
			if got := h.Devices[i].Hazards(); got != 0 {
				t.Errorf("%s at %q: hazards %v, want none", h.Devices[i].ID, addr, got)
			}
			n++
		}
	}
	if n < 100 {
		t.Fatalf("only %d devices", n)
	}
}
