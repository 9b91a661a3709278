package home

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// baseRooms is lines 1 to 5 of most test files.
const baseRooms = `floors:
  - {id: ground, name: Ground}
rooms:
  - {id: living, name: Living, floor: ground}
  - {id: kitchen, name: Kitchen, floor: ground}
`

// baseDevices is baseRooms and two devices, lines 1 to 8.
const baseDevices = baseRooms + `devices:
  - {id: light.a, name: Light A, room: living, capabilities: [onoff, brightness]}
  - {id: sensor.t, name: Sensor, room: kitchen, capabilities: [temperature, contact]}
`

var knownCaps = "(known: alarm, battery, brightness, co2, color, color_temp, contact, fan_speed, humidifier, humidity, illuminance, " +
	"lock, media, motion, mower, occupancy, onoff, position, power, temperature, thermostat, vacuum, valve)"

func TestParseGoodYAMLAndJSON(t *testing.T) {
	y, err := Load("testdata/good.yaml")
	if err != nil {
		t.Fatalf("good.yaml: %v", err)
	}
	j, err := Load("testdata/good.json")
	if err != nil {
		t.Fatalf("good.json: %v", err)
	}
	if !reflect.DeepEqual(y, j) {
		t.Errorf("good.yaml and good.json differ:\nyaml: %+v\njson: %+v", y, j)
	}
	if y.Name != "Test flat" || len(y.Floors) != 2 || len(y.Rooms) != 4 || len(y.Devices) != 9 || len(y.Groups) != 2 || len(y.Scenes) != 3 {
		t.Fatalf("counts: name %q, %d floors, %d rooms, %d devices, %d groups, %d scenes",
			y.Name, len(y.Floors), len(y.Rooms), len(y.Devices), len(y.Groups), len(y.Scenes))
	}
	main := y.Devices[0]
	wantMain := Device{
		ID: "light.living_main", Name: "Living room ceiling light", Aliases: []string{"大白", "big white"},
		Room: "living", Type: "light", Capabilities: []string{"onoff", "brightness", "color_temp"},
		Tags:  []string{"lighting"},
		State: map[string]any{"on": false, "brightness": 80, "color_temp": 2700},
	}
	if !reflect.DeepEqual(main, wantMain) {
		t.Errorf("first device:\n got %#v\nwant %#v", main, wantMain)
	}
	if got := y.Devices[1].State["brightness"]; got != 55.5 {
		t.Errorf("float state: got %#v, want 55.5", got)
	}
	wantDriver := Driver{Kind: "gpio", Config: map[string]any{"pin": 17, "active_low": true}}
	if got := y.Devices[2].Driver; !reflect.DeepEqual(got, wantDriver) {
		t.Errorf("driver: got %#v, want %#v", got, wantDriver)
	}
	if y.Devices[2].State != nil || y.Devices[2].Driver.Config == nil {
		t.Errorf("device without state: State %#v, Config %#v", y.Devices[2].State, y.Devices[2].Driver.Config)
	}
	if y.Devices[3].Driver.Config != nil || y.Devices[3].DriverKind() != "sim" {
		t.Errorf("device without driver: %#v", y.Devices[3].Driver)
	}
	wantScene := Scene{ID: "scene.good_night", Name: "Good night", Actions: []Action{
		{Device: "light.living_main", Command: "off"},
		{Device: "lock.front_door", Command: "lock"},
		{Device: "vacuum.robot", Command: "start", Args: map[string]any{"room": "kitchen"}},
	}}
	if got := y.Scenes[1]; !reflect.DeepEqual(got, wantScene) {
		t.Errorf("scene:\n got %#v\nwant %#v", got, wantScene)
	}
	if got := y.Scenes[2]; got.Actions != nil || got.Aliases != nil {
		t.Errorf("empty scene: %#v", got)
	}
	if got := y.Groups[1].Members; !reflect.DeepEqual(got, []string{"group.downstairs_lights", "light.bedroom"}) {
		t.Errorf("group members: %v", got)
	}
}

func TestParseAccepts(t *testing.T) {
	long := strings.Repeat("a", 64)
	tests := []struct {
		name  string
		in    string
		check func(*Home) bool
	}{
		{"only a name", "name: Flat\n", func(h *Home) bool { return h.Name == "Flat" && h.Devices == nil }},
		{"empty JSON object", "{}", func(h *Home) bool { return reflect.DeepEqual(*h, Home{}) }},
		{"empty sections", "floors:\nrooms: []\ndevices:\n", func(h *Home) bool { return h.Floors == nil && h.Rooms == nil }},
		{"64 character id", "floors: [{id: " + long + ", name: F}]\n", func(h *Home) bool { return h.Floors[0].ID == long }},
		{"64 character name", "floors: [{id: f, name: " + strings.Repeat("楼", 64) + "}]\n",
			func(h *Home) bool { return h.Floors[0].Name == strings.Repeat("楼", 64) }},
		{"number as name", "floors: [{id: f, name: 2024}]\n", func(h *Home) bool { return h.Floors[0].Name == "2024" }},
		{"on and off unquoted", baseDevices + "scenes:\n  - {id: s, name: S, actions: [{device: light.a, command: on}, {device: light.a, command: off}]}\n",
			func(h *Home) bool {
				return h.Scenes[0].Actions[0].Command == "on" && h.Scenes[0].Actions[1].Command == "off"
			}},
		{"set with a step", baseDevices + "scenes:\n  - {id: s, name: S, actions: [{device: light.a, command: set, args: {brightness_step: -10}}]}\n",
			func(h *Home) bool { return h.Scenes[0].Actions[0].Args["brightness_step"] == -10 }},
		{"scene without actions", "scenes: [{id: s, name: S}]\n", func(h *Home) bool { return h.Scenes[0].Actions == nil }},
		{"sensor state of its own name", baseRooms + "devices:\n  - {id: s, name: S, capabilities: [co2, occupancy], state: {co2: 415.5, occupancy: true}}\n",
			func(h *Home) bool {
				return h.Devices[0].State["co2"] == 415.5 && h.Devices[0].State["occupancy"] == true
			}},
		{"nested groups", baseDevices + "groups:\n  - {id: g1, name: G1, members: [light.a]}\n  - {id: g2, name: G2, members: [g1, sensor.t]}\n  - {id: g3, name: G3, members: [g1, g2]}\n",
			func(h *Home) bool { return len(h.Groups) == 3 }},
		{"an alias to text", "floors:\n  - {id: a, name: &n Attic}\nrooms:\n  - {id: r, name: *n}\n",
			func(h *Home) bool { return h.Rooms[0].Name == "Attic" }},
		{"trailing document marker", "name: x\n---\n", func(h *Home) bool { return h.Name == "x" }},
		{"a driver's nested settings", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [onoff], driver: {kind: modbus, regs: [{a: 1}], x: null}}\n",
			func(h *Home) bool {
				return reflect.DeepEqual(h.Devices[0].Driver.Config, map[string]any{"regs": []any{map[string]any{"a": 1}}, "x": nil})
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, err := Parse("t.yaml", []byte(tt.in))
			if err != nil {
				t.Fatalf("unexpected error:\n%v", err)
			}
			if !tt.check(h) {
				t.Errorf("unexpected home: %+v", h)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	long := strings.Repeat("x", 65)
	tests := []struct {
		name string
		in   string
		want []string // whole problems, "line: message", in the order of their position
	}{
		// The file as a whole.
		{"syntax error", "name: x\nfloors: [\n", []string{"2: syntax error: did not find expected node content"}},
		{"syntax error in JSON", "{\"name\": \"x\",\n \"floors\": [\n]\n", []string{"3: syntax error: did not find expected ',' or '}'"}},
		// YAML names the line where the enclosing block starts; the
		// problem is told at the line of the mistake.
		{"syntax error in a block", "name: x\nfloors:\n  - id: a\n   name: b\n", []string{"4: syntax error: did not find expected '-' indicator"}},
		{"tab indentation", "\tname: x\n", []string{"1: syntax error: found character that cannot start any token"}},
		{"empty file", "", []string{"1: the file is empty; a home file is a mapping with name, floors, rooms, devices, groups and scenes"}},
		{"only comments", "# nothing yet\n", []string{"1: the file is empty; a home file is a mapping with name, floors, rooms, devices, groups and scenes"}},
		{"top level list", "- a\n- b\n", []string{"1: the top level must be a mapping with name, floors, rooms, devices, groups and scenes, not a list"}},
		{"top level text", "hello\n", []string{"1: the top level must be a mapping with name, floors, rooms, devices, groups and scenes, not \"hello\""}},
		{"two documents", "name: a\n---\nname: b\n", []string{"2: a home file holds one YAML document; remove the second one (after ---)"}},
		{"key given twice", "name: a\nname: b\n", []string{`2: the home: field "name" given twice (first at line 1); keep one`}},
		{"key given twice in JSON", `{"floors": [{"id": "a", "name": "A", "id": "b"}]}`, []string{`1: floor "a": field "id" given twice (first at line 1); keep one`}},
		{"merge key", "floors:\n  - &f {id: a, name: A}\n  - {<<: *f, id: b}\n", []string{
			`3: floor "b": missing field "name"`,
			`3: floor "b": merge keys (<<) are not supported; write the fields out`}},
		{"alias bomb", "devices:\n  - id: d\n    name: D\n    capabilities: [onoff]\n    driver:\n" +
			"      a: &a [x, x, x, x, x, x, x, x, x, x]\n      b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n" +
			"      c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n      d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n",
			[]string{"6: aliases expand to too much data; write the values out"}},
		{"alias to a mapping where text is expected", "floors:\n  - &f {id: a, name: A}\nrooms:\n  - {id: r, name: *f}\n",
			[]string{`2: room "r": name must be text, not a mapping`}},
		{"alias cycle", "devices: [{id: d, name: D, capabilities: [onoff], driver: {x: &r [*r]}}]\n",
			[]string{`1: device "d" driver: values are nested too deeply (at most 32 levels)`}},
		{"infinite number", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [onoff], driver: {gain: .inf}}\n",
			[]string{`7: device "d" driver: .inf is not a finite number`}},
		{"unsupported tag", "floors: [{id: a, name: A}]\ndevices: [{id: d, name: D, capabilities: [onoff], driver: {x: !secret abc}}]\n",
			[]string{`2: device "d" driver: the YAML tag !secret is not supported; remove it`}},

		// Unknown fields.
		{"unknown top-level field", "name: x\ndevics: []\n", []string{`2: unknown field "devics" in the home; did you mean "devices"?`}},
		{"unknown floor field", "floors:\n  - {id: a, name: A, level: 2}\n",
			[]string{`2: unknown field "level" in floor "a" (fields: id, name, aliases)`}},
		{"unknown device field", baseRooms + "devices:\n  - id: light.x\n    name: X\n    capabilites: [onoff]\n", []string{
			`7: device "light.x": missing field "capabilities"; list what it can do ` + knownCaps,
			`9: unknown field "capabilites" in device "light.x"; did you mean "capabilities"?`}},
		{"unknown action field", baseDevices + "scenes:\n  - id: s\n    name: S\n    actions:\n      - {device: light.a, command: set, arg: {brightness: 5}}\n", []string{
			`13: scene "s" action 1: command "set" needs an argument (one of: brightness, brightness_step)`,
			`13: unknown field "arg" in scene "s" action 1; did you mean "args"?`}},

		// Wrong types.
		{"text where a list is expected", "rooms:\n  - {id: r, name: R, aliases: lounge}\n",
			[]string{`2: room "r": aliases must be a list like [a, b], not "lounge"`}},
		{"list where text is expected", "floors:\n  - id: f\n    name: [a, b]\n", []string{`3: floor "f": name must be text, not a list`}},
		{"boolean where text is expected", "floors: [{id: f, name: true}]\n", []string{`1: floor "f": name must be text, not true; quote it`}},
		{"empty value", baseRooms + "devices:\n  - id: d\n    name: D\n    room:\n    capabilities: [onoff]\n",
			[]string{`9: device "d": room is empty; give a value or remove the line`}},
		{"section not a list", "devices: {id: x}\n", []string{"1: devices must be a list, not a mapping"}},
		{"entity not a mapping", "floors:\n  - ground\n", []string{`2: floor #1 must be a mapping, not "ground"`}},
		{"args not a mapping", baseDevices + "scenes:\n  - {id: s, name: S, actions: [{device: light.a, command: set, args: 5}]}\n",
			[]string{`10: scene "s" action 1: command "set" needs an argument (one of: brightness, brightness_step)`, `10: scene "s" action 1 args must be a mapping, not 5`}},
		{"actions not a list", "scenes:\n  - {id: s, name: S, actions: {device: d}}\n",
			[]string{`2: scene "s": actions must be a list, not a mapping`}},
		{"driver not a mapping", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [onoff], driver: sim}\n",
			[]string{`7: device "d" driver must be a mapping, not "sim"`}},
		{"driver kind not text", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [onoff], driver: {kind: [a]}}\n",
			[]string{`7: device "d" driver: kind must be text, not a list`}},

		// Missing fields.
		{"floor without id and name", "floors:\n  - {aliases: [top]}\n", []string{
			`2: floor #1: missing field "id"`, `2: floor #1: missing field "name"`}},
		{"room without name", "rooms:\n  - id: r\n", []string{`2: room "r": missing field "name"`}},
		{"device without capabilities", "devices:\n  - {id: d, name: D}\n", []string{
			`2: device "d": missing field "capabilities"; list what it can do ` + knownCaps}},
		{"device with no capabilities", "devices:\n  - {id: d, name: D, capabilities: []}\n", []string{
			`2: device "d": no capabilities; list what it can do ` + knownCaps}},
		{"group without members", "groups:\n  - {id: g, name: G}\n", []string{
			`2: group "g": missing field "members"; list its device or group ids`}},
		{"group with no members", "groups:\n  - {id: g, name: G, members: []}\n", []string{
			`2: group "g": no members; list its device or group ids`}},
		{"scene without name", "scenes:\n  - {id: s}\n", []string{`2: scene "s": missing field "name"`}},
		{"action without device and command", "scenes:\n  - id: s\n    name: S\n    actions:\n      - {args: {}}\n", []string{
			`5: scene "s" action 1: missing field "device"`, `5: scene "s" action 1: missing field "command"`}},

		// Ids.
		{"id with capitals", "floors: [{id: Ground, name: G}]\n", []string{
			`1: floor "Ground": id "Ground" is not valid; use 1 to 64 of a-z, 0-9, _ . -`}},
		{"id with a space", "floors: [{id: \"a b\", name: G}]\n", []string{
			`1: floor "a b": id "a b" is not valid; use 1 to 64 of a-z, 0-9, _ . -`}},
		{"id too long", "floors: [{id: " + long + ", name: G}]\n", []string{
			`1: floor "` + long + `": id "` + long + `" is not valid; use 1 to 64 of a-z, 0-9, _ . -`}},
		{"empty id", "floors: [{id: \"\", name: G}]\n", []string{
			`1: floor #1: id "" is not valid; use 1 to 64 of a-z, 0-9, _ . -`}},
		{"duplicate id of one kind", "floors:\n  - {id: a, name: A}\n  - {id: a, name: B}\n", []string{
			`3: floor "a": id "a" is already used by the floor at line 2; ids must be unique across floors, rooms, devices, groups and scenes`}},
		{"duplicate id across kinds", baseDevices + "scenes:\n  - {id: light.a, name: S}\n", []string{
			`10: scene "light.a": id "light.a" is already used by the device at line 7; ids must be unique across floors, rooms, devices, groups and scenes`}},

		// References.
		{"device in a missing room", baseRooms + "devices:\n  - id: light.x\n    name: X\n    room: kitchn\n    capabilities: [onoff]\n", []string{
			`9: device "light.x": room "kitchn" does not exist; did you mean "kitchen"? (rooms: kitchen, living)`}},
		{"device in a floor", baseRooms + "devices:\n  - {id: light.x, name: X, room: ground, capabilities: [onoff]}\n", []string{
			`7: device "light.x": room "ground" is a floor, not a room`}},
		{"no rooms at all", "devices:\n  - {id: light.x, name: X, room: hall, capabilities: [onoff]}\n", []string{
			`2: device "light.x": room "hall" does not exist (no rooms are defined)`}},
		{"room on a missing floor", "floors: [{id: ground, name: G}]\nrooms:\n  - {id: r, name: R, floor: first}\n", []string{
			`3: room "r": floor "first" does not exist (floors: ground)`}},
		{"scene in a missing room", baseRooms + "scenes:\n  - {id: s, name: S, room: hall}\n", []string{
			`7: scene "s": room "hall" does not exist (rooms: kitchen, living)`}},
		{"missing group member", baseDevices + "groups:\n  - {id: g, name: G, members: [light.a, light.b]}\n", []string{
			`10: group "g": member "light.b" does not exist; did you mean "light.a"? (devices and groups: g, light.a, sensor.t)`}},
		{"group member that is a room", baseDevices + "groups:\n  - {id: g, name: G, members: [living]}\n", []string{
			`10: group "g": member "living" is a room; members are device or group ids`}},
		{"group member twice", baseDevices + "groups:\n  - {id: g, name: G, members: [light.a, light.a]}\n", []string{
			`10: group "g": member "light.a" is listed twice; keep one`}},
		{"missing action device", baseDevices + "scenes:\n  - id: s\n    name: S\n    actions:\n      - {device: light.b, command: on}\n", []string{
			`13: scene "s" action 1: device "light.b" does not exist; did you mean "light.a"? (devices: light.a, sensor.t)`}},
		{"action on a group", baseDevices + "groups: [{id: g, name: G, members: [light.a]}]\nscenes:\n  - {id: s, name: S, actions: [{device: g, command: on}]}\n", []string{
			`11: scene "s" action 1: "g" is a group; an action names one device`}},

		// Group cycles.
		{"group containing itself", baseDevices + "groups:\n  - {id: g, name: G, members: [light.a, g]}\n", []string{
			`10: group "g": member "g" makes the group contain itself (g → g); remove it`}},
		{"group cycle through others", baseDevices + "groups:\n  - {id: g1, name: G1, members: [g2]}\n  - {id: g2, name: G2, members: [g3]}\n  - {id: g3, name: G3, members: [g1, light.a]}\n", []string{
			`12: group "g3": member "g1" makes the group contain itself (g1 → g2 → g3 → g1); remove it`}},

		// Capabilities.
		{"unknown capability", "devices:\n  - id: d\n    name: D\n    capabilities:\n      - onoff\n      - dimmer\n", []string{
			`6: device "d": unknown capability "dimmer" ` + knownCaps}},
		{"capability twice", "devices:\n  - {id: d, name: D, capabilities: [onoff, brightness, onoff]}\n", []string{
			`2: device "d": capability "onoff" is listed twice; keep one`}},

		// Names and aliases.
		{"name too long", "floors:\n  - {id: f, name: " + strings.Repeat("楼", 65) + "}\n", []string{
			`2: floor "f": name is 65 characters long; shorten it to at most 64`}},
		{"alias too long", "floors:\n  - id: f\n    name: F\n    aliases:\n      - ok\n      - " + long + "\n", []string{
			`6: floor "f": an alias is 65 characters long; shorten it to at most 64`}},
		{"control character in a name", "rooms:\n  - {id: r, name: \"Hall\\u0007\"}\n", []string{
			`2: room "r": name contains the control character U+0007; remove it`}},
		{"newline in an alias", "rooms:\n  - {id: r, name: Hall, aliases: [\"a\\nb\"]}\n", []string{
			`2: room "r": alias "a\nb" contains the control character U+000A; remove it`}},
		{"empty name", "rooms:\n  - {id: r, name: \"\"}\n", []string{`2: room "r": name is empty`}},
		{"empty alias", "rooms:\n  - {id: r, name: R, aliases: [\"\"]}\n", []string{`2: room "r": an alias is empty`}},
		{"control character in the home's name", "name: \"a\\tb\"\n", []string{
			`1: the home: name contains the control character U+0009; remove it`}},

		// Risk.
		{"unknown risk", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [lock], risk: severe}\n", []string{
			`7: device "d": risk "severe" is not one of low, medium, high, critical`}},

		// Scene commands.
		{"command the device lacks", baseDevices + "scenes:\n  - {id: s, name: S, actions: [{device: light.a, command: open}]}\n", []string{
			`10: scene "s" action 1: device "light.a" has no command "open" (commands: off, on, set, toggle)`}},
		{"command on a sensor", baseDevices + "scenes:\n  - {id: s, name: S, actions: [{device: sensor.t, command: on}]}\n", []string{
			`10: scene "s" action 1: device "sensor.t" has no command "on" (it is read only)`}},
		{"unknown argument", baseDevices + "scenes:\n  - {id: s, name: S, actions: [{device: light.a, command: set, args: {level: 5}}]}\n", []string{
			`10: scene "s" action 1: command "set" of device "light.a" takes no argument "level" (arguments: brightness, brightness_step)`}},
		{"argument to a command without any", baseDevices + "scenes:\n  - {id: s, name: S, actions: [{device: light.a, command: on, args: {fast: true}}]}\n", []string{
			`10: scene "s" action 1: command "on" takes no arguments; remove "fast"`}},

		// State.
		{"state of another capability", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [onoff], state: {on: true, brightness: 5}}\n", []string{
			`7: device "d": state "brightness" is not an attribute of its capabilities (attributes: on); add a capability or remove it`}},
		{"state of an unknown attribute", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [lock, battery], state: {colour: red}}\n", []string{
			`7: device "d": state "colour" is not an attribute of its capabilities (attributes: battery, locked); add a capability or remove it`}},
		{"bool state as text", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [onoff], state: {on: \"yes\"}}\n", []string{
			`7: device "d": state "on" must be true or false, not "yes"`}},
		{"bool sensor as a number", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [motion], state: {motion: 1}}\n", []string{
			`7: device "d": state "motion" must be true or false, not 1`}},
		{"number state as text", baseRooms + "devices:\n  - id: d\n    name: D\n    capabilities: [brightness]\n    state:\n      brightness: \"80\"\n", []string{
			`11: device "d": state "brightness" must be a number, not "80"`}},
		{"text state as a number", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [vacuum], state: {status: 3}}\n", []string{
			`7: device "d": state "status" must be text, not 3`}},
		{"state as a list", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [thermostat], state: {mode: [heat]}}\n", []string{
			`7: device "d": state "mode" must be text, not a list`}},
		{"state not a mapping", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [onoff], state: [on]}\n", []string{
			`7: device "d" state must be a mapping, not a list`}},
		{"state a command could not set", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [onoff, brightness], state: {brightness: 170}}\n", []string{
			`7: device "d": state brightness: 170 is outside 0–100 %`}},
		{"target beyond any thermostat", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [thermostat], state: {target_temperature: 99}}\n", []string{
			`7: device "d": state target_temperature: 99 is outside 5–80 °C`}},
		{"mode not in the table", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [thermostat], state: {mode: freeze}}\n", []string{
			`7: device "d": state mode: "freeze" is not one of heat, cool, auto, off`}},
		{"mode not the device's own", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [humidifier], modes: [auto, sleep], state: {mode: slep}}\n", []string{
			`7: device "d": state mode: "slep" is not one of auto, sleep; did you mean "sleep"?`}},
		{"measured percentage", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [humidity, battery], state: {humidity: 130, battery: -1}}\n", []string{
			`7: device "d": state humidity: 130 is outside 0–100 %`, `7: device "d": state battery: -1 is outside 0–100 %`}},
		{"misspelt state", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [onoff, brightness], state: {brigthness: 3}}\n", []string{
			`7: device "d": state "brigthness" is not an attribute of its capabilities; did you mean "brightness"? (attributes: brightness, on); add a capability or remove it`}},
		{"misspelt capability", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [brightnes]}\n", []string{
			`7: device "d": unknown capability "brightnes"; did you mean "brightness"? ` + knownCaps}},

		// Modes.
		{"modes on a device that takes none", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [thermostat], modes: [eco]}\n", []string{
			`7: device "d": modes: none of its capabilities takes a mode of the device's own (humidifier does); remove it`}},
		{"bad and repeated modes", baseRooms + "devices:\n  - id: d\n    name: D\n    capabilities: [humidifier]\n    modes: [auto, Turbo Boost, auto]\n", []string{
			`10: device "d": mode "Turbo Boost" is not a lower-case word of at most 32 letters, digits and '_'`,
			`10: device "d": mode "auto" is listed twice; keep one`}},
		{"modes not a list", baseRooms + "devices:\n  - {id: d, name: D, capabilities: [humidifier], modes: auto}\n", []string{
			`7: device "d": modes must be a list like [a, b], not "auto"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, err := Parse("t.yaml", []byte(tt.in))
			if h != nil {
				t.Errorf("got a home with the error: %+v", h)
			}
			var list ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("got %T %v, want an ErrorList", err, err)
			}
			want := make([]string, len(tt.want))
			for i, w := range tt.want {
				want[i] = "t.yaml:" + w
			}
			if got := err.Error(); got != strings.Join(want, "\n") {
				t.Errorf("got:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
			}
		})
	}
}

func TestParseReportsEveryProblem(t *testing.T) {
	_, err := Load("testdata/bad.yaml")
	want := []struct {
		line int
		msg  string
	}{
		{6, `room "living": floor "groud" does not exist; did you mean "ground"? (floors: ground)`},
		{7, `unknown field "colour" in room "kitchen" (fields: id, name, aliases, floor)`},
		{11, `device "light.living": room "livng" does not exist; did you mean "living"? (rooms: kitchen, living)`},
		{12, `device "light.living": unknown capability "dimmer" ` + knownCaps},
		{13, `device "Light.Kitchen": id "Light.Kitchen" is not valid; use 1 to 64 of a-z, 0-9, _ . -`},
		{16, `device "Light.Kitchen": capability "onoff" is listed twice; keep one`},
		{17, `device "Light.Kitchen": state "on" must be true or false, not "yes"`},
		{17, `device "Light.Kitchen": state "brightness" is not an attribute of its capabilities (attributes: on); add a capability or remove it`},
		{18, `device "kitchen": id "kitchen" is already used by the room at line 7; ids must be unique across floors, rooms, devices, groups and scenes`},
		{21, `device "kitchen": risk "extreme" is not one of low, medium, high, critical`},
		{23, `group "group.lights": member "light.bedroom" does not exist (devices and groups: Light.Kitchen, group.lights, group.loop, light.living)`},
		{24, `group "group.loop": member "group.loop" makes the group contain itself (group.loop → group.loop); remove it`},
		{29, `scene "scene.night" action 1: device "light.living" has no command "dim" (commands: off, on, toggle)`},
		{30, `scene "scene.night" action 2: device "light.gone" does not exist (devices: Light.Kitchen, light.living)`},
		{31, `scene "scene.night" action 3: missing field "device"`},
	}
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("got %T %v, want an ErrorList", err, err)
	}
	for i := 0; i < len(list) || i < len(want); i++ {
		switch {
		case i >= len(list):
			t.Errorf("missing problem %d: %d: %s", i, want[i].line, want[i].msg)
		case i >= len(want):
			t.Errorf("extra problem: %v", list[i])
		case list[i].File != "testdata/bad.yaml" || list[i].Line != want[i].line || list[i].Msg != want[i].msg:
			t.Errorf("problem %d:\n got %s:%d: %s\nwant testdata/bad.yaml:%d: %s", i, list[i].File, list[i].Line, list[i].Msg, want[i].line, want[i].msg)
		}
	}
}

func TestErrorList(t *testing.T) {
	l := ErrorList{
		{File: "h.yaml", Line: 9, Msg: "c"},
		{File: "h.yaml", Line: 2, Msg: "a"},
		{File: "h.yaml", Line: 9, Msg: "d"},
		{File: "h.yaml", Msg: "no line"},
	}
	want := "h.yaml: no line\nh.yaml:2: a\nh.yaml:9: c\nh.yaml:9: d"
	if got := l.Error(); got != want {
		t.Errorf("Error():\n%s\nwant:\n%s", got, want)
	}
	if l[0].Line != 9 {
		t.Errorf("Error() reordered the list")
	}
	var e *Error
	if !errors.As(error(l), &e) || e.Msg != "c" {
		t.Errorf("errors.As found %v", e)
	}
}

func TestLoadMissingFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nowhere.yaml")
	h, err := Load(path)
	if h != nil || err == nil {
		t.Fatalf("Load = %v, %v; want an error", h, err)
	}
	if want := "cannot read home file " + path + ": no such file or directory"; err.Error() != want {
		t.Errorf("got %q, want %q", err, want)
	}
	if !errors.Is(err, os.ErrNotExist) {
		t.Errorf("error does not wrap os.ErrNotExist: %v", err)
	}
}

func TestValidID(t *testing.T) {
	for id, want := range map[string]bool{
		"light.living_main": true, "a": true, "0-9._": true, strings.Repeat("z", 64): true,
		"": false, "Light": false, "a b": false, "灯": false, "a/b": false, strings.Repeat("z", 65): false,
	} {
		if got := ValidID(id); got != want {
			t.Errorf("ValidID(%q) = %v, want %v", id, got, want)
		}
	}
}

func TestModels(t *testing.T) {
	h, err := Parse("m.yaml", []byte("models: {host: \"127.0.0.1:11434\", chat: \"qwen2.5:0.5b\", embed: all-minilm, timeout_ms: 3000}\ndevices:\n  - {id: light.a, name: A, capabilities: [onoff]}\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := Models{Host: "127.0.0.1:11434", Chat: "qwen2.5:0.5b", Embed: "all-minilm", TimeoutMS: 3000}
	if h.Models != want {
		t.Errorf("models = %+v, want %+v", h.Models, want)
	}
	_, err = Parse("m.yaml", []byte("models: {hots: x, timeout_ms: -3}\ndevices:\n  - {id: light.a, name: A, capabilities: [onoff]}\n"))
	wantErr := "m.yaml:1: unknown field \"hots\" in models; did you mean \"host\"?\n" +
		"m.yaml:1: models: timeout_ms must be a whole number of milliseconds from 1 to 600000"
	if err == nil || err.Error() != wantErr {
		t.Errorf("error:\n%v\nwant\n%s", err, wantErr)
	}
}

// TestStateWithinTheTable: values the capability table allows are taken,
// a water heater's target above a room's among them.
func TestStateWithinTheTable(t *testing.T) {
	in := baseRooms + `devices:
  - {id: w, name: Water heater, capabilities: [onoff, thermostat], state: {on: true, target_temperature: 55, mode: heat}}
  - {id: l, name: Lamp, capabilities: [onoff, brightness, color_temp], state: {brightness: 100, color_temp: 2700}}
  - {id: h, name: Humidifier, capabilities: [humidifier], modes: [auto, sleep], state: {target_humidity: 45, mode: sleep}}
  - {id: s, name: Sensor, capabilities: [humidity, battery, temperature], state: {humidity: 0, battery: 100, temperature: -12.5}}
`
	if _, err := Parse("t.yaml", []byte(in)); err != nil {
		t.Fatal(err)
	}
}
