package index

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"edge/compile"
	"edge/home"
	"edge/ir"
	"edge/lang"
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
		// a number: "turn on 42" sets what was said before to 42
		{`{id: fan.a, name: "42", room: hall, type: fan, capabilities: [onoff]}`, `name "42" reads as a number`},
		{`{id: fan.a, name: Fan, aliases: [forty two], room: hall, type: fan, capabilities: [onoff]}`, `alias "forty two" reads as a number`},
		{`{id: fan.a, name: 风扇, aliases: [四十二], room: hall, type: fan, capabilities: [onoff]}`, `alias "四十二" reads as a number`},
		{`{id: fan.a, name: Fan, aliases: [50%], room: hall, type: fan, capabilities: [onoff]}`, `alias "50%" reads as a number`},
		{`{id: fan.a, name: Fan 42, aliases: [二号风扇], room: hall, type: fan, capabilities: [onoff]}`, ``},
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
		// a plug is of the class its name says, and an alias may say only that
		{`{id: switch.f, name: 冰柜插座, aliases: [燈], room: kitchen, type: outlet, capabilities: [onoff]}`, `alias "燈" reads as the light class`},
		{`{id: switch.f, name: 冰柜, aliases: [所有的燈], room: kitchen, type: outlet, capabilities: [onoff]}`, `alias "所有的燈" reads as the light class`},
		{`{id: switch.f, name: Freezer, aliases: [廚房燈], room: kitchen, type: outlet, capabilities: [onoff]}`, `alias "廚房燈" reads as the light devices of the room "厨房"`},
		{`{id: switch.f, name: Freezer plug, aliases: [the lights], room: kitchen, type: outlet, capabilities: [onoff]}`, `alias "the lights" reads as the light class`},
		{`{id: switch.f, name: Freezer plug, aliases: [lights], room: kitchen, type: outlet, capabilities: [onoff]}`, `alias "lights" reads as the light class`},
		{`{id: switch.f, name: Freezer plug, aliases: [kitchen light], room: kitchen, type: outlet, capabilities: [onoff]}`, `alias "kitchen light" reads as the light devices of the room "Kitchen"`},
		{`{id: switch.f, name: Freezer plug, aliases: [ＫＩＴＣＨＥＮ_Lights], room: kitchen, type: outlet, capabilities: [onoff]}`, `reads as the light devices of the room "Kitchen"`},
		{`{id: switch.f, name: Freezer plug, aliases: [Kitchen-Light], room: kitchen, type: outlet, capabilities: [onoff]}`, `reads as the light devices of the room "Kitchen"`},
		{`{id: switch.f, name: Lights, aliases: [kitchen heater], room: kitchen, type: outlet, capabilities: [onoff]}`, `name "Lights" reads as the light class`},
		{`{id: switch.p, name: Floor lamp, aliases: [lamp, 落地灯], room: hall, type: outlet, capabilities: [onoff]}`, ``},
		{`{id: switch.p, name: Lamp, room: hall, type: outlet, capabilities: [onoff]}`, ``},
		{`{id: switch.k, name: Kitchen light, aliases: [kitchen switch], room: kitchen, type: switch, capabilities: [onoff]}`, ``},
		{`{id: cover.g, name: Garage door, room: hall, type: cover, capabilities: [position]}`, ``},
		// a place
		{`{id: fan.a, name: Fan, aliases: [hall], room: hall, type: fan, capabilities: [onoff]}`, `alias "hall" reads as the room "Hall"`},
		{`{id: fan.a, name: 风扇, aliases: [厨房], room: hall, type: fan, capabilities: [onoff]}`, `alias "厨房" reads as the room "厨房"`},
		{`{id: fan.a, name: Fan, aliases: [upstairs floor], room: hall, type: fan, capabilities: [onoff]}`, `reads as the floor "Upstairs floor"`},
		// names that are fine beside the kitchen's ceiling light
		{`{id: light.d, name: Kitchen desk lamp, aliases: [厨房台灯1, 客厅主灯], room: kitchen, type: light, capabilities: [onoff]}`, ``},
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

// TestNamesSaidAlike: two entities whose names reach the resolver alike
// (case, width, underscores and dashes, traditional characters, plurals
// folded) where the room does not tell them apart are refused, at the
// line of the second, naming the first; in other rooms they are not.
func TestNamesSaidAlike(t *testing.T) {
	for _, tt := range []struct {
		device string
		want   string // "" for imported
	}{
		{`{id: light.b, name: kitchen_ceiling_light, room: kitchen, type: light, capabilities: [onoff]}`,
			`device "light.b": name "kitchen_ceiling_light" is said like the name "Kitchen ceiling light" of device "light.kitchen" at line 8, in the same room`},
		{`{id: light.b, name: KITCHEN-CEILING LIGHTS, room: kitchen, type: light, capabilities: [onoff]}`, `is said like the name "Kitchen ceiling light"`},
		{`{id: light.b, name: Ｋｉｔｃｈｅｎ ceiling light, room: kitchen, type: light, capabilities: [onoff]}`, `is said like the name "Kitchen ceiling light"`},
		{`{id: light.b, name: kitchen_ceiling_light, room: hall, type: light, capabilities: [onoff]}`, ``},
		{`{id: light.b, name: Kitchen desk lamp, room: kitchen, type: light, capabilities: [onoff]}`, ``},
	} {
		text := collisionHome + "  - " + tt.device + "\n"
		_, err := home.ParseNames("home.yaml", []byte(text), ReadsAs)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: %v", tt.device, err)
		case tt.want != "" && (err == nil || !strings.HasPrefix(err.Error(), "home.yaml:9: ") || !strings.Contains(err.Error(), tt.want) ||
			!strings.Contains(err.Error(), "rename one of them")):
			t.Errorf("%s:\n got %v\nwant home.yaml:9: ... %s ... rename one of them", tt.device, err, tt.want)
		}
	}
	const zh = `rooms:
  - {id: living, name: 客厅}
devices:
  - {id: light.a, name: 客厅主灯, room: living, type: light, capabilities: [onoff]}
  - {id: light.b, name: 客廳主燈, room: living, type: light, capabilities: [onoff]}
`
	if _, err := home.ParseNames("zh.yaml", []byte(zh), ReadsAs); err == nil || !strings.Contains(err.Error(), `zh.yaml:5: device "light.b": name "客廳主燈" is said like the name "客厅主灯"`) {
		t.Errorf("traditional and simplified names in one room: %v", err)
	}
	const kept = `rooms:
  - {id: kitchen, name: Kitchen, aliases: [厨房]}
devices:
  - {id: switch.heater, name: Heater, aliases: [厨房灯], room: kitchen, type: heater, capabilities: [onoff], allow_collision: true}
  - {id: valve.gas, name: Gas valve, aliases: [厨房的灯], room: kitchen, type: valve, capabilities: [valve], allow_collision: true}
`
	if _, err := home.ParseNames("kept.yaml", []byte(kept), ReadsAs); err != nil {
		t.Errorf("names kept with allow_collision are never said, so never said alike: %v", err)
	}
	const places = `rooms:
  - {id: a, name: Guest room}
  - {id: b, name: guest_room}
devices:
  - {id: light.a, name: Lamp, room: a, type: light, capabilities: [onoff]}
`
	if _, err := home.ParseNames("p.yaml", []byte(places), ReadsAs); err == nil || !strings.Contains(err.Error(), `p.yaml:3: room "b": name "guest_room" is said like the name "Guest room" of room "a" at line 2, among the rooms and floors`) {
		t.Errorf("two rooms said alike: %v", err)
	}
}

// TestGroupSceneRoomNames: the names of groups, scenes, rooms and floors
// are read too: a group may bear the class and place of all its members,
// a scene or a room no class phrase, none of them a quantifier, a yes or
// a reference; a room may be called by a word of a class that is not the
// class's general word ("Garage").
func TestGroupSceneRoomNames(t *testing.T) {
	const base = `rooms:
  - {id: kitchen, name: Kitchen, aliases: [厨房]}
  - {id: garage, name: Garage, aliases: [车库]}
  - {id: guest_room, name: Spare room}
devices:
  - {id: light.k, name: Kitchen ceiling light, room: kitchen, type: light, capabilities: [onoff]}
  - {id: fan.k, name: Kitchen fan, room: kitchen, type: fan, capabilities: [onoff]}
`
	for _, tt := range []struct {
		more string
		want string // "" for imported
	}{
		{"groups:\n  - {id: group.l, name: Kitchen lights, aliases: [厨房的灯, all the lights], members: [light.k]}\n", ""},
		{"groups:\n  - {id: group.l, name: Lights, members: [light.k, fan.k]}\n", `group "group.l": name "Lights" reads as the light class`},
		{"groups:\n  - {id: group.l, name: Fans, aliases: [it], members: [fan.k]}\n", `group "group.l": alias "it" reads as a reference`},
		{"scenes:\n  - {id: scene.l, name: the lights, actions: [{device: light.k, command: \"on\"}]}\n", `scene "scene.l": name "the lights" reads as the light class`},
		{"scenes:\n  - {id: scene.l, name: Kitchen, actions: [{device: light.k, command: \"on\"}]}\n", `scene "scene.l": name "Kitchen" reads as the room "Kitchen"`},
		{"scenes:\n  - {id: scene.l, name: Movie mode, aliases: [观影模式], room: kitchen}\n", ""},
		{"scenes:\n  - {id: scene.g, name: Guest Room}\n", `scene "scene.g": name "Guest Room" reads as the room "guest room"`},
		{"floors:\n  - {id: up, name: Upstairs, aliases: [everything]}\n", `floor "up": alias "everything" reads as a quantifier`},
		{"floors:\n  - {id: up, name: 灯}\n", `floor "up": name "灯" reads as the light class`},
	} {
		text := base + tt.more
		_, err := home.ParseNames("home.yaml", []byte(text), ReadsAs)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: %v", tt.more, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "allow_collision")):
			t.Errorf("%s:\n got %v\nwant %s, rename it", tt.more, err, tt.want)
		}
	}
}

// TestCheckNames: a home no file described (one a program made) gets the
// whole check from home.CheckNames, characters included; Write checks a
// home ParseNames did not, and only that one.
func TestCheckNames(t *testing.T) {
	h := &home.Home{Rooms: []home.Room{{ID: "kitchen", Name: "Kitchen"}}, Devices: []home.Device{
		{ID: "light.a", Name: "Kitchen light", Room: "kitchen", Type: "light", Capabilities: []string{"onoff"}},
		{ID: "light.b", Name: "kitchen_light", Room: "kitchen", Type: "light", Capabilities: []string{"onoff"}},
		{ID: "switch.c", Name: "Freezer plug", Aliases: []string{"燈"}, Room: "kitchen", Type: "outlet", Capabilities: []string{"onoff"}},
		{ID: "light.d", Name: "\u200b\u200b", Room: "kitchen", Type: "light", Capabilities: []string{"onoff"}},
		{ID: "light.e", Name: "K\u0456tchen lamp", Room: "kitchen", Type: "light", Capabilities: []string{"onoff"}},
	}}
	err := home.CheckNames(h, ReadsAs)
	for _, want := range []string{`device "light.b": name "kitchen_light" is said like the name "Kitchen light" of device "light.a", in the same room`,
		`device "switch.c": alias "燈" reads as the light class`, `device "light.d": name "\u200b\u200b" contains the invisible character U+200B`,
		`device "light.e": name "Kіtchen lamp" mixes Latin and Cyrillic letters`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("CheckNames = %v\nwant %s", err, want)
		}
	}
	db, err := store.Open(filepath.Join(t.TempDir(), "edge.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Import(h, Write); err == nil || !strings.Contains(err.Error(), "U+200B") {
		t.Errorf("Import of the home a program made = %v, want the names refused", err)
	}
	h.Devices = h.Devices[:1]
	if err := home.CheckNames(h, ReadsAs); err != nil {
		t.Errorf("CheckNames of a good home: %v", err)
	}
	parsed, err := home.ParseNames("home.yaml", []byte(collisionHome), ReadsAs)
	if err != nil || !parsed.NamesChecked() {
		t.Fatalf("ParseNames: %v, checked %v", err, parsed != nil && parsed.NamesChecked())
	}
	if plain, err := home.Parse("home.yaml", []byte(collisionHome)); err != nil || plain.NamesChecked() {
		t.Errorf("Parse without a reader: %v, checked %v; want not checked", err, plain != nil && plain.NamesChecked())
	}
}

// TestCollisionNeverReaches: with allow_collision, the class phrases and
// quantified phrases a plug is also called by never reach it, in either
// language: the words reach the lights as the language reads them, and
// the plug is found by its other names.
func TestCollisionNeverReaches(t *testing.T) {
	h, err := home.ParseNames("home.yaml", []byte(`rooms:
  - {id: kitchen, name: Kitchen, aliases: [厨房]}
  - {id: living, name: Living room, aliases: [客厅]}
devices:
  - {id: switch.freezer, name: Freezer plug, aliases: [冰柜, 燈, 所有灯, lights, the lights, all the lights, kitchen light, 廚房燈], room: kitchen, type: outlet, capabilities: [onoff], allow_collision: true}
  - {id: light.kitchen, name: Kitchen ceiling light, aliases: [厨房吊灯], room: kitchen, type: light, capabilities: [onoff]}
  - {id: light.living, name: Living room lamp, aliases: [客厅主灯], room: living, type: light, capabilities: [onoff]}
`), ReadsAs)
	if err != nil {
		t.Fatal(err)
	}
	x := New(h)
	on := has("onoff")
	runSeed(t, x, []seedCase{
		{"all the lights", ir.Target{Name: "lights", Class: "light", All: true}, on, Context{}, "light.kitchen,light.living"},
		{"the lights, in the kitchen", ir.Target{Name: "lights", Class: "light", All: true, Plural: true}, on, Context{Room: "kitchen"}, "light.kitchen"},
		{"the kitchen light", ir.Target{Name: "kitchen light", Class: "light"}, on, Context{}, "light.kitchen"},
		{"所有的灯", ir.Target{Name: "灯", Class: "light", All: true}, on, Context{Unmarked: true}, "light.kitchen,light.living"},
		{"燈, in the kitchen", ir.Target{Name: "燈", Class: "light"}, on, Context{Unmarked: true, Room: "kitchen"}, "light.kitchen"},
		{"厨房灯", ir.Target{Name: "厨房灯", Class: "light"}, on, Context{Unmarked: true}, "light.kitchen"},
		{"廚房燈", ir.Target{Name: "廚房燈", Class: "light"}, on, Context{Unmarked: true}, "light.kitchen"},
		{"by its other names", ir.Target{Name: "冰柜"}, on, Context{}, "switch.freezer"},
		{"by its name", ir.Target{Name: "freezer plug"}, on, Context{}, "switch.freezer"},
	})
}

// TestDigitsInChineseNames: at 10,000 devices, a Chinese alias with a
// number ("厨房台灯1") is the one device called so, however the command
// is put, as its English name is.
func TestDigitsInChineseNames(t *testing.T) {
	x := New(generate(10000))
	for _, text := range []string{"把厨房台灯1关掉", "关掉厨房台灯1", "厨房台灯1关了", "打开厨房台灯1", "把厨房台灯1打开", "turn off the kitchen desk lamp 1"} {
		p, err := compile.Compile(text)
		if err != nil {
			t.Errorf("%s: %v", text, err)
			continue
		}
		c := p.Clauses[0]
		r := x.Resolve(context.Background(), c.Target, can(x, c.Actions), Context{Unmarked: lang.For(p.Lang).PluralUnmarked()})
		if got := show(r); got != "light.kitchen_desk_1" || c.Verb == "set" {
			t.Errorf("%s: %s %s, want light.kitchen_desk_1 and no setting", text, c.Verb, got)
		}
	}
}

// FuzzNames: the name check takes any home file without a panic; a home
// ParseNames takes passes CheckNames too (the check is the same with and
// without lines), and every problem ParseNames finds has its line.
func FuzzNames(f *testing.F) {
	for _, seed := range []string{collisionHome, collisionHome + "  - {id: fan.a, name: \"K\\u0456tchen\", aliases: [燈, the lights], room: hall, type: outlet, capabilities: [onoff]}\n",
		"rooms:\n  - {id: a, name: A}\n  - {id: b, name: a}\ndevices:\n  - {id: l.a, name: Lamp, room: a, capabilities: [onoff]}\n  - {id: l.b, name: LAMP, room: a, capabilities: [onoff]}\n"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := home.ParseNames("f.yaml", data, ReadsAs)
		if err == nil {
			if err := home.CheckNames(h, ReadsAs); err != nil {
				t.Fatalf("ParseNames took the home, CheckNames refuses it: %v", err)
			}
			return
		}
		var list home.ErrorList
		if !errors.As(err, &list) {
			t.Fatalf("got %T %v, want an ErrorList", err, err)
		}
	})
}
