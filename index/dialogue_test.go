package index

import (
	"context"
	"strings"
	"testing"

	"edge/home"
	"edge/ir"
)

// TestRoomFirst: a plural class said nowhere, where the speaker's room has
// none of it, gives the rooms to ask about first, with every candidate in
// the pool; a class in a language that does not mark the plural does so
// when a room holds several of them.
func TestRoomFirst(t *testing.T) {
	x := demo(t)
	for _, tt := range []struct {
		name      string
		t         ir.Target
		ctx       Context
		rooms     string
		pool, ask int
	}{
		{"plural", ir.Target{Name: "lights", Class: "light", All: true, Plural: true}, Context{}, "living,kitchen,dining,hall,garage,garden,study,bedroom,kids,bathroom,landing", 15, 8},
		{"speaker's room has none", ir.Target{Name: "fans", Class: "fan", All: true, Plural: true}, Context{Room: "kitchen"}, "living,bathroom", 2, 2},
		{"unmarked", ir.Target{Name: "灯", Class: "light"}, Context{Unmarked: true}, "living,kitchen,dining,hall,garage,garden,study,bedroom,kids,bathroom,landing", 15, 8},
		{"unmarked, one a room", ir.Target{Name: "空调", Class: "climate"}, Context{Unmarked: true}, "", 2, 2},
		{"quantified", ir.Target{Name: "lights", Class: "light", All: true}, Context{}, "", 0, 0},
		{"in the speaker's room", ir.Target{Name: "lights", Class: "light", All: true, Plural: true}, Context{Room: "kitchen"}, "", 0, 0},
		{"a place said", ir.Target{Name: "lights", Class: "light", All: true, Plural: true, Places: []string{"upstairs"}}, Context{}, "", 0, 0},
		{"a question", ir.Target{Name: "lights", Class: "light", All: true, Plural: true}, Context{Query: true}, "", 0, 0},
	} {
		r := x.Resolve(context.Background(), tt.t, has("onoff"), tt.ctx)
		if got := strings.Join(r.Rooms, ","); got != tt.rooms || len(r.Pool) != tt.pool || len(r.Options) != tt.ask {
			t.Errorf("%s: rooms %q pool %d options %d (%s), want %q %d %d", tt.name, got, len(r.Pool), len(r.Options), show(r), tt.rooms, tt.pool, tt.ask)
		}
	}
}

// TestAmong: an answer to "which one?" names candidates by name or alias,
// by room or floor, by part of a name, or by sound; never one outside the
// pool.
func TestAmong(t *testing.T) {
	x := demo(t)
	pool := func(ids ...string) []*Entity {
		var out []*Entity
		for _, id := range ids {
			e, _ := x.Entity(id)
			out = append(out, e)
		}
		return out
	}
	lamps := pool("light.bedside", "light.study_lamp", "switch.reading_lamp")
	for _, tt := range []struct{ text, want string }{
		{"floor lamp", "switch.reading_lamp"},
		{"落地灯", "switch.reading_lamp"},
		{"reading", "switch.reading_lamp"},
		{"bedroom", "light.bedside,switch.reading_lamp"},
		{"卧室", "light.bedside,switch.reading_lamp"},
		{"upstairs", "light.bedside,light.study_lamp,switch.reading_lamp"},
		{"床头", "light.bedside"},
		{"bedsid lamp", "light.bedside"},
		{"kitchen", ""},
		{"big white", ""},
	} {
		if got := ids(x.Among(lamps, tt.text)); got != tt.want {
			t.Errorf("Among(%q) = %s, want %s", tt.text, got, tt.want)
		}
	}
}

// TestGuessIsAsked: a name that only sounds like a device's, its
// characters strewn over its names, is asked about, never taken; a
// homophone of a name, side by side as in the name, is taken.
func TestGuessIsAsked(t *testing.T) {
	h, err := home.Parse("guess.yaml", []byte(`
rooms: [{id: master, name: 主卧, aliases: [卧室]}, {id: hall, name: 玄关}]
devices:
  - {id: climate.master, name: 主卧空调, aliases: [卧室空调, 主卧挂机], room: master, type: climate, capabilities: [onoff]}
  - {id: light.hall, name: 玄关灯, room: hall, type: light, capabilities: [onoff]}
  - {id: light.desk, name: 老伙计, type: light, capabilities: [onoff]}
  - {id: sensor.master, name: 主卧温湿度计, room: master, type: sensor, capabilities: [temperature, humidity]}
scenes:
  - {id: scene.away, name: 离家模式, actions: [{device: light.hall, command: "off"}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	x := New(h)
	for name, want := range map[string]string{
		"助湿机": "ask climate.master",
		"悬关灯": "light.hall",
		"老火鸡": "light.desk",
		"脑伙计": "light.desk",
	} {
		if got := show(x.Resolve(context.Background(), ir.Target{Name: name}, has("onoff"), Context{})); got != want {
			t.Errorf("%s: %s, want %s", name, got, want)
		}
	}
	// an exception only guessed at fails the target: acting on more
	// than was meant is worse than asking again.
	all := ir.Target{Name: "空调", Class: "climate", All: true, Except: []ir.Target{{Name: "湿模式"}}}
	if got := show(x.Resolve(context.Background(), all, has("onoff"), Context{Unmarked: true})); !strings.HasPrefix(got, "no_match") {
		t.Errorf("an exception guessed at: %s", got)
	}
}

// TestAirConditioners: "所有空调" are the devices called so, not the floor
// heating that is climate by its type only.
func TestAirConditioners(t *testing.T) {
	h, err := home.Parse("ac.yaml", []byte(`
rooms: [{id: living, name: 客厅}, {id: master, name: 主卧}]
devices:
  - {id: climate.living, name: 客厅空调, room: living, type: climate, capabilities: [onoff, thermostat]}
  - {id: climate.master, name: 主卧空调, room: master, type: climate, capabilities: [onoff, thermostat]}
  - {id: climate.floor, name: 地暖, type: climate, capabilities: [onoff, thermostat]}
`))
	if err != nil {
		t.Fatal(err)
	}
	x := New(h)
	r := x.Resolve(context.Background(), ir.Target{Name: "空调", Class: "climate", All: true}, has("onoff"), Context{Unmarked: true})
	if got := show(r); got != "climate.living,climate.master" {
		t.Errorf("all the air conditioners: %s", got)
	}
}

// TestKinds: a class word that names a kind ("台灯", "吊扇") takes only
// the devices called so; where none is, the others of the class are asked
// about, never taken.
func TestKinds(t *testing.T) {
	x := demo(t)
	for _, tt := range []struct {
		t    ir.Target
		want string
	}{
		{ir.Target{Name: "书房台灯", Class: "light"}, "light.study_lamp"},
		{ir.Target{Name: "台灯", Class: "light", Places: []string{"卧室"}}, "ask light.bedroom_main,light.bedside,switch.reading_lamp"},
		{ir.Target{Name: "吊扇", Class: "fan", Places: []string{"客厅"}}, "ask fan.living"},
		{ir.Target{Name: "灯", Class: "light", Places: []string{"卧室"}}, "light.bedroom_main,light.bedside,switch.reading_lamp"},
	} {
		if got := show(x.Resolve(context.Background(), tt.t, has("onoff"), Context{Unmarked: true})); got != tt.want {
			t.Errorf("%s: %s, want %s", tt.t, got, tt.want)
		}
	}
}

// TestMainLight: "main light", "大灯" name the light called a ceiling or
// main light, in the place said or where the speaker is; never every light
// there.
func TestMainLight(t *testing.T) {
	x := demo(t)
	for _, tt := range []struct {
		t    ir.Target
		ctx  Context
		want string
	}{
		{ir.Target{Name: "卧室大灯", Class: "light"}, Context{Unmarked: true}, "light.bedroom_main"},
		{ir.Target{Name: "main light", Class: "light", Places: []string{"bedroom"}}, Context{}, "light.bedroom_main"},
		{ir.Target{Name: "bedroom main light", Class: "light"}, Context{}, "light.bedroom_main"},
		{ir.Target{Name: "大灯", Class: "light"}, Context{Room: "study", Unmarked: true}, "light.study_ceiling"},
		{ir.Target{Name: "main light", Class: "light"}, Context{}, "ask light.living_main,light.study_ceiling,light.bedroom_main"},
		{ir.Target{Name: "main light", Class: "light", Places: []string{"kitchen"}}, Context{}, "no_match main light"},
	} {
		if got := show(x.Resolve(context.Background(), tt.t, has("onoff"), tt.ctx)); got != tt.want {
			t.Errorf("%s: %s, want %s", tt.t, got, tt.want)
		}
	}
}
