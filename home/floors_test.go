package home_test

import (
	"fmt"
	"sync"
	"testing"

	"edge/home"
	"edge/internal/homegen"
	"edge/lang"
	_ "edge/lang/all"
	"edge/risk"
)

// classified is a home of one device, its names read by the packs.
func classified(d home.Device) *home.Device {
	h := &home.Home{Devices: []home.Device{d}}
	home.Classify(h, lang.HazardsOf, lang.HazardTail)
	return &h.Devices[0]
}

// TestFloors checks the floors by what a device is and what a command
// does, whatever capability carries it: the relays, heaters and
// alarms, and what stays low.
func TestFloors(t *testing.T) {
	relay := func(typ, name string, aliases ...string) home.Device {
		return home.Device{ID: "switch.x", Name: name, Aliases: aliases, Type: typ, Capabilities: []string{"onoff"}}
	}
	heater := home.Device{ID: "climate.h", Name: "Space heater", Type: "heater", Capabilities: []string{"onoff", "thermostat", "fan_speed"}}
	alarm := home.Device{ID: "alarm.house", Name: "House alarm", Type: "alarm", Capabilities: []string{"alarm"}}
	tests := []struct {
		name      string
		d         home.Device
		cap, cmd  string
		args      map[string]any
		want      risk.Level
		wantWhat  string
		wantTyped string
	}{
		{"a garage door on a relay, on", relay("switch", "Garage door"), "onoff", "on", nil, risk.High, "garage_door", ""},
		{"a garage door on a relay, off", relay("switch", "Garage door"), "onoff", "off", nil, risk.High, "garage_door", ""},
		{"a garage door on a relay, in Chinese", relay("switch", "车库门"), "onoff", "on", nil, risk.High, "garage_door", ""},
		{"a garage door by its traditional alias", relay("outlet", "Relay 2", "車庫門"), "onoff", "toggle", nil, risk.High, "garage_door", ""},
		{"a gate by its type", relay("gate", "Side entrance"), "onoff", "on", nil, risk.High, "garage_door", "garage_door"},
		{"gates, plural", relay("switch", "Driveway gates"), "onoff", "off", nil, risk.High, "garage_door", ""},
		{"a gas valve on a relay", relay("switch", "Gas valve"), "onoff", "on", nil, risk.High, "valve", ""},
		{"燃气阀 on a relay", relay("switch", "燃气阀"), "onoff", "on", nil, risk.High, "valve", ""},
		{"closing a valve stays low", relay("switch", "燃气阀"), "onoff", "off", nil, risk.Low, "valve", ""},
		{"a door strike switched on", relay("switch", "Front door strike"), "onoff", "on", nil, risk.Critical, "lock", ""},
		{"a door strike switched off", relay("switch", "门禁"), "onoff", "off", nil, risk.Critical, "lock", ""},
		{"a latch by its type", relay("latch", "Back"), "onoff", "on", nil, risk.Critical, "lock", "lock"},
		{"a kettle switched on", relay("outlet", "Kettle"), "onoff", "on", nil, risk.High, "heat", ""},
		{"an iron switched on", relay("outlet", "电熨斗"), "onoff", "on", nil, risk.High, "heat", ""},
		{"an oven by its type", relay("oven", "Main"), "onoff", "on", nil, risk.High, "heat", "heat"},
		{"a kettle switched off stays low", relay("outlet", "Kettle"), "onoff", "off", nil, risk.Low, "heat", ""},
		{"a heater to heat mode", heater, "thermostat", "set", map[string]any{"mode": "heat"}, risk.High, "heat", "heat"},
		{"a heater to cool mode", heater, "thermostat", "set", map[string]any{"mode": "cool"}, risk.Low, "heat", "heat"},
		{"a heater to 35 degrees", heater, "thermostat", "set", map[string]any{"temperature": 35.0}, risk.High, "heat", "heat"},
		{"a heater warmer by a step", heater, "thermostat", "set", map[string]any{"temperature_step": 1.0}, risk.High, "heat", "heat"},
		{"a heater cooler by a step", heater, "thermostat", "set", map[string]any{"temperature_step": -1.0}, risk.Low, "heat", "heat"},
		{"a heater to a percentage", heater, "fan_speed", "set", map[string]any{"speed": 80}, risk.High, "heat", "heat"},
		{"a heater to 0%", heater, "fan_speed", "set", map[string]any{"speed": 0}, risk.Low, "heat", "heat"},
		{"a value that cannot be read heats", heater, "fan_speed", "set", map[string]any{"speed": "lots"}, risk.High, "heat", "heat"},
		{"a thermostat to heat mode stays low", home.Device{Name: "Hall thermostat", Type: "climate", Capabilities: []string{"thermostat"}},
			"thermostat", "set", map[string]any{"mode": "heat"}, risk.Low, "", ""},
		{"disarm", alarm, "alarm", "disarm", nil, risk.Critical, "alarm", "alarm"},
		{"arm in home mode", alarm, "alarm", "arm", map[string]any{"mode": "home"}, risk.High, "alarm", "alarm"},
		{"arm in night mode", alarm, "alarm", "arm", map[string]any{"mode": "night"}, risk.High, "alarm", "alarm"},
		{"arm away stays low", alarm, "alarm", "arm", map[string]any{"mode": "away"}, risk.Low, "alarm", "alarm"},
		{"arm stays low", alarm, "alarm", "arm", nil, risk.Low, "alarm", "alarm"},
		{"an alarm on a relay switched off", relay("switch", "Burglar alarm"), "onoff", "off", nil, risk.Critical, "alarm", ""},
		{"报警器 on a relay switched off", relay("switch", "报警器"), "onoff", "off", nil, risk.Critical, "alarm", ""},
		{"unlock any lock", home.Device{Name: "Shed", Type: "light", Capabilities: []string{"lock"}}, "lock", "unlock", nil, risk.Critical, "lock", "lock"},
		{"a valve's on/off beside its valve", home.Device{Name: "Water", Type: "valve", Capabilities: []string{"valve", "onoff"}}, "onoff", "on", nil, risk.High, "valve", "valve"},
		{"a garage door's position", home.Device{Name: "Garage", Type: "garage_door", Capabilities: []string{"position"}}, "position", "set", map[string]any{"position": 0}, risk.High, "garage_door", "garage_door"},
		{"closing a garage door stays low", home.Device{Name: "Garage", Type: "garage_door", Capabilities: []string{"position"}}, "position", "close", nil, risk.Low, "garage_door", "garage_door"},
		{"a valve's position above 0 opens it", home.Device{Name: "Irrigation", Type: "valve", Capabilities: []string{"position"}}, "position", "set", map[string]any{"position": 30}, risk.High, "valve", "valve"},
		{"a curtain stays low", home.Device{Name: "Living room curtain", Type: "curtain", Capabilities: []string{"position"}}, "position", "open", nil, risk.Low, "", ""},
		{"a garage light stays low", relay("light", "Garage light"), "onoff", "on", nil, risk.Low, "", ""},
		{"a gateway stays low", relay("switch", "Gateway"), "onoff", "on", nil, risk.Low, "", ""},
		{"a clock stays low", relay("switch", "Clock"), "onoff", "off", nil, risk.Low, "", ""},
	}
	for _, tt := range tests {
		d := classified(tt.d)
		if got := d.Level(tt.cap, tt.cmd, tt.args); got != tt.want {
			t.Errorf("%s: Level = %s, want %s", tt.name, got, tt.want)
		}
		if got := d.Hazards().String(); got != tt.wantWhat {
			t.Errorf("%s: Hazards = %q, want %q", tt.name, got, tt.wantWhat)
		}
		if got := d.Typed().String(); got != tt.wantTyped {
			t.Errorf("%s: Typed = %q, want %q", tt.name, got, tt.wantTyped)
		}
	}
}

// TestFloorsNeverLowered checks that a name, a type or a declared risk
// only raises: a device called a lock with the type of a light is still
// a lock, and one declared low is still at its floor.
func TestFloorsNeverLowered(t *testing.T) {
	d := classified(home.Device{Name: "Porch light", Aliases: []string{"door strike"}, Type: "light", Capabilities: []string{"onoff"}, Risk: "low"})
	if got := d.Level("onoff", "on", nil); got != risk.Critical {
		t.Errorf("a strike aliased on a light, declared low: %s, want critical", got)
	}
	d = classified(home.Device{Name: "Lamp", Type: "light", Capabilities: []string{"onoff"}, Risk: "high"})
	if got := d.Level("onoff", "on", nil); got != risk.High {
		t.Errorf("a lamp declared high: %s, want high", got)
	}
	if got := d.Floor("onoff", "on", nil); got != risk.Low {
		t.Errorf("a lamp's floor: %s, want low (the declared risk is not in it)", got)
	}
}

// TestDeviceFloors checks what edge check and edge devices show: each
// command above low, at its highest floor, and the device's highest.
func TestDeviceFloors(t *testing.T) {
	d := classified(home.Device{Name: "Space heater", Type: "switch", Capabilities: []string{"onoff", "thermostat"}})
	got := d.Floors()
	want := []home.CommandFloor{{Capability: "onoff", Command: "on", Level: risk.High}, {Capability: "onoff", Command: "toggle", Level: risk.High},
		{Capability: "thermostat", Command: "set", Level: risk.High}}
	if len(got) != len(want) {
		t.Fatalf("Floors = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Floors[%d] = %v, want %v", i, got[i], want[i])
		}
	}
	if l := d.MaxFloor(); l != risk.High {
		t.Errorf("MaxFloor = %s, want high", l)
	}
	if l := classified(home.Device{Name: "Lamp", Capabilities: []string{"onoff", "brightness"}}).MaxFloor(); l != risk.Low {
		t.Errorf("a lamp's MaxFloor = %s, want low", l)
	}
}

// TestHazardNames checks that every hazard the packs have words for is
// one the table knows.
func TestHazardNames(t *testing.T) {
	for _, p := range lang.Packs() {
		for name := range p.Vocab().Hazards {
			if _, ok := home.ParseHazard(name); !ok {
				t.Errorf("pack %s: hazard %q is not in the floors table", p.Code(), name)
			}
		}
	}
	if _, ok := home.ParseHazard("toaster"); ok {
		t.Error("ParseHazard took a word that is no hazard")
	}
}

// TestClassifyKeepsHazards: what Classify finds a device is stays what
// Hazards says, for a classified device as for one never classified.
func TestClassifyKeepsHazards(t *testing.T) {
	h := &home.Home{Devices: []home.Device{
		{ID: "switch.garage", Name: "Garage door", Type: "switch", Capabilities: []string{"onoff"}},
		{ID: "lock.front", Name: "Front", Type: "lock", Capabilities: []string{"lock"}},
		{ID: "light.hall", Name: "Hall light", Type: "light", Capabilities: []string{"onoff"}},
	}}
	before := make([]home.Hazard, len(h.Devices))
	for i := range h.Devices {
		before[i] = h.Devices[i].Hazards()
	}
	home.Classify(h, lang.HazardsOf, lang.HazardTail)
	for i := range h.Devices {
		d := &h.Devices[i]
		if got, want := d.Hazards(), d.Typed()|d.Named; got != want {
			t.Errorf("%s: Hazards %v after Classify, want %v", d.ID, got, want)
		}
		if d.Hazards()&before[i] != before[i] {
			t.Errorf("%s: Classify took away %v", d.ID, before[i])
		}
	}
	if h.Devices[0].Hazards() == 0 {
		t.Error("a relay named Garage door is nothing after Classify")
	}
}

// TestClassifyReadsANameOnce: a name two devices bear is read once, and
// each device is what all its names say (and its id's words, without its
// numbers: "relay" of "switch.relay_1" and "switch.relay_2", read once).
func TestClassifyReadsANameOnce(t *testing.T) {
	asked := map[string]int{}
	var mu sync.Mutex
	said := func(names ...string) []string {
		mu.Lock()
		defer mu.Unlock()
		var out []string
		for _, n := range names {
			asked[n]++
			switch n {
			case "Garage door":
				out = append(out, "garage_door")
			case "Kettle":
				out = append(out, "heat")
			}
		}
		return out
	}
	h := &home.Home{Devices: []home.Device{
		{ID: "switch.relay_1", Name: "Garage door", Capabilities: []string{"onoff"}},
		{ID: "switch.relay_2", Name: "Garage door", Aliases: []string{"Kettle"}, Capabilities: []string{"onoff"}},
		{ID: "switch.0x00158d0001a2b3c4_pump", Name: "Lamp", Capabilities: []string{"onoff"}},
	}}
	home.Classify(h, said, func(string) bool { return false })
	for n, times := range asked {
		if times != 1 {
			t.Errorf("%q read %d times, want once", n, times)
		}
	}
	if len(asked) != 5 || asked["relay"] != 1 || asked["pump"] != 1 {
		t.Errorf("names read: %v, want the three, and the words of the ids without their numbers once", asked)
	}
	for i, want := range []home.Hazard{home.GarageDoor, home.GarageDoor | home.Heat, 0} {
		if got := h.Devices[i].Hazards(); got != want {
			t.Errorf("%s: %v, want %v", h.Devices[i].ID, got, want)
		}
	}
}

// BenchmarkClassify reads the names of a generated home of 10,000
// devices, every name made its own (a number added), so that none is
// read from another device's: the cost of the names themselves.
func BenchmarkClassify(b *testing.B) {
	h := homegen.Generate(10000, 100)
	for i := range h.Devices {
		d := &h.Devices[i]
		d.Name = fmt.Sprintf("%s %d", d.Name, i)
		for k := range d.Aliases {
			d.Aliases[k] = fmt.Sprintf("%s%d", d.Aliases[k], i)
		}
	}
	for b.Loop() {
		home.Classify(h, lang.HazardsOf, lang.HazardTail)
	}
}
