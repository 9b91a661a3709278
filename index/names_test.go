package index

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"edge/home"
	"edge/store"
)

// collisionHome is a home whose last device is given by each test, on
// line 9 of the file.
const collisionHome = `name: Collision flat
floors:
  - {id: up, name: Upstairs floor, aliases: [楼上]}
rooms:
  - {id: kitchen, name: Kitchen, aliases: [厨房], floor: up}
  - {id: hall, name: Hall, aliases: [门厅]}
devices:
  - {id: light.kitchen, name: Kitchen ceiling light, room: kitchen, type: light, capabilities: [onoff]}
`

// TestNameRefusals: a device name or alias that reads as a class phrase,
// a place and a class the device is not, a quantifier, a yes or a no, or
// a reference is refused at its line, in either language, unless the
// device allows the collision; plain names and a device's own class and
// place are not.
func TestNameRefusals(t *testing.T) {
	for _, tt := range []struct {
		device string
		want   string // "" for imported
	}{
		{`{id: fan.a, name: Fan, aliases: [all the lights], room: hall, type: fan, capabilities: [onoff]}`, `alias "all the lights" reads as the light class`},
		{`{id: fan.a, name: the lights, room: hall, type: fan, capabilities: [onoff]}`, `name "the lights" reads as the light class`},
		{`{id: fan.a, name: Fan, aliases: [lights], room: hall, type: fan, capabilities: [onoff]}`, `alias "lights" reads as the light class`},
		{`{id: fan.a, name: 风扇, aliases: [灯], room: hall, type: fan, capabilities: [onoff]}`, `alias "灯" reads as the light class`},
		{`{id: fan.a, name: 风扇, aliases: [所有灯], room: hall, type: fan, capabilities: [onoff]}`, `alias "所有灯" reads as the light class`},
		{`{id: light.b, name: Lamp, aliases: [all the lights], room: hall, type: light, capabilities: [onoff]}`, `alias "all the lights" reads as the light class`},
		{`{id: lock.a, name: Door lock, aliases: [kitchen light], room: kitchen, type: lock, capabilities: [lock]}`, `alias "kitchen light" reads as the light devices of the room "Kitchen"`},
		{`{id: lock.a, name: Door lock, aliases: [lights in the kitchen], room: kitchen, type: lock, capabilities: [lock]}`, `reads as the light devices of the room "Kitchen"`},
		{`{id: valve.a, name: 燃气阀, aliases: [厨房灯], room: kitchen, type: valve, capabilities: [valve]}`, `alias "厨房灯" reads as the light devices of the room "厨房"`},
		{`{id: valve.a, name: 燃气阀, aliases: [厨房的灯], room: kitchen, type: valve, capabilities: [valve]}`, `reads as the light devices of the room "厨房"`},
		{`{id: light.b, name: Kitchen light, room: hall, type: light, capabilities: [onoff]}`, `name "Kitchen light" reads as the light devices of the room "Kitchen"`},
		{`{id: switch.h, name: Heater, aliases: [upstairs floor light], room: hall, type: heater, capabilities: [onoff]}`, `reads as the light devices of the floor "Upstairs floor"`},
		{`{id: fan.a, name: Fan, aliases: [all], room: hall, type: fan, capabilities: [onoff]}`, `alias "all" reads as a quantifier`},
		{`{id: fan.a, name: Fan, aliases: [everything], room: hall, type: fan, capabilities: [onoff]}`, `alias "everything" reads as a quantifier`},
		{`{id: fan.a, name: 风扇, aliases: [全部], room: hall, type: fan, capabilities: [onoff]}`, `alias "全部" reads as a quantifier`},
		{`{id: fan.a, name: 风扇, aliases: [所有], room: hall, type: fan, capabilities: [onoff]}`, `alias "所有" reads as a quantifier`},
		{`{id: fan.a, name: Fan, aliases: ["yes"], room: hall, type: fan, capabilities: [onoff]}`, `alias "yes" reads as a yes or a no`},
		{`{id: fan.a, name: Fan, aliases: ["no"], room: hall, type: fan, capabilities: [onoff]}`, `alias "no" reads as a yes or a no`},
		{`{id: fan.a, name: 风扇, aliases: [好的], room: hall, type: fan, capabilities: [onoff]}`, `alias "好的" reads as a yes or a no`},
		{`{id: fan.a, name: 风扇, aliases: [是], room: hall, type: fan, capabilities: [onoff]}`, `alias "是" reads as a yes or a no`},
		{`{id: fan.a, name: 风扇, aliases: [不], room: hall, type: fan, capabilities: [onoff]}`, `alias "不" reads as a yes or a no`},
		{`{id: fan.a, name: Fan, aliases: [it], room: hall, type: fan, capabilities: [onoff]}`, `alias "it" reads as a reference`},
		{`{id: fan.a, name: Fan, aliases: [them], room: hall, type: fan, capabilities: [onoff]}`, `alias "them" reads as a reference`},
		{`{id: fan.a, name: 风扇, aliases: [它], room: hall, type: fan, capabilities: [onoff]}`, `alias "它" reads as a reference`},
		{`{id: fan.a, name: 风扇, aliases: [那个], room: hall, type: fan, capabilities: [onoff]}`, `alias "那个" reads as a reference`},
		{`{id: fan.a, name: Fan, aliases: [all the lights, it, "yes"], room: hall, type: fan, capabilities: [onoff], allow_collision: true}`, ``},
		{`{id: light.b, name: Hall light, aliases: [门厅灯, lamp, the hall lights], room: hall, type: light, capabilities: [onoff]}`, ``},
		{`{id: switch.p, name: Kitchen lamp, room: kitchen, type: outlet, capabilities: [onoff]}`, ``},
		{`{id: lock.a, name: Front door, aliases: [大门], room: hall, type: lock, capabilities: [lock]}`, ``},
		{`{id: sensor.w, name: Kitchen window, room: kitchen, type: sensor, capabilities: [contact]}`, ``},
		{`{id: fan.h, name: 加湿器, aliases: [厨房加湿器], room: kitchen, type: fan, capabilities: [onoff]}`, ``},
		{`{id: media.s, name: Hall speakers, aliases: [speakers], room: hall, type: media_player, capabilities: [media]}`, ``},
		{`{id: light.b, name: Big white, aliases: [大白], room: hall, type: light, capabilities: [onoff]}`, ``},
	} {
		text := collisionHome + "  - " + tt.device + "\n"
		h, err := home.ParseNames("home.yaml", []byte(text), ReadsAs)
		if tt.want == "" {
			if err != nil {
				t.Errorf("%s: %v", tt.device, err)
			}
			continue
		}
		if h != nil || err == nil {
			t.Errorf("%s: imported, want refused with %q", tt.device, tt.want)
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, "home.yaml:9: ") || !strings.Contains(msg, tt.want) || !strings.Contains(msg, "allow_collision: true") {
			t.Errorf("%s:\n got %s\nwant home.yaml:9: ... %s ... allow_collision: true", tt.device, msg, tt.want)
		}
		if _, err := home.Parse("home.yaml", []byte(text)); err != nil {
			t.Errorf("%s: Parse without the packs' words: %v", tt.device, err)
		}
	}
}

// TestWriteRefusesNames: whatever read the home file, the import refuses
// a name that reads as more than a name, and leaves the database as it
// was; allow_collision imports it.
func TestWriteRefusesNames(t *testing.T) {
	db, err := store.Open(filepath.Join(t.TempDir(), "edge.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	h, err := home.Parse("home.yaml", []byte(collisionHome+"  - {id: fan.a, name: Fan, aliases: [it], room: hall, type: fan, capabilities: [onoff]}\n"))
	if err != nil {
		t.Fatal(err)
	}
	err = db.Import(h, Write)
	if err == nil || !strings.Contains(err.Error(), `device "fan.a": alias "it" reads as a reference`) {
		t.Fatalf("Import = %v, want the alias refused", err)
	}
	if _, err := db.State("fan.a"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("fan.a after a refused import: %v, want not found", err)
	}
	h.Devices[1].AllowCollision = true
	if err := db.Import(h, Write); err != nil {
		t.Fatal(err)
	}
}
