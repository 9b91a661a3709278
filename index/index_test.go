package index

import (
	"context"
	"strings"
	"testing"

	"edge/home"
	"edge/home/hometest"
	"edge/ir"
)

func demo(t testing.TB) *Index {
	t.Helper()
	return New(hometest.Load(t, "demo"))
}

func has(capability string) func(*Entity) bool {
	return func(e *Entity) bool {
		if e.Kind == Group {
			return true
		}
		return e.Kind == Device && e.Device.Has(capability)
	}
}

func ids(es []*Entity) string {
	var out []string
	for _, e := range es {
		out = append(out, e.ID)
	}
	return strings.Join(out, ",")
}

func show(r Result) string {
	switch {
	case r.Problem != "":
		return string(r.Problem) + " " + r.Subject
	case len(r.Options) > 0:
		return "ask " + ids(r.Options)
	}
	return ids(r.Entities)
}

func TestResolve(t *testing.T) {
	x := demo(t)
	tests := []struct {
		name string
		t    ir.Target
		cap  string
		ctx  Context
		want string
	}{
		{"exact name", ir.Target{Name: "living room ceiling light", Class: "light"}, "onoff", Context{}, "light.living_main"},
		{"alias, any case", ir.Target{Name: "Big White"}, "onoff", Context{}, "light.living_main"},
		{"chinese alias", ir.Target{Name: "大白"}, "onoff", Context{}, "light.living_main"},
		{"room prefix and class", ir.Target{Name: "客厅灯", Class: "light"}, "onoff", Context{}, "light.living_main"},
		{"room prefix, several: ask", ir.Target{Name: "kitchen light", Class: "light"}, "brightness", Context{}, "light.kitchen"},
		{"place phrase", ir.Target{Name: "light", Class: "light", Places: []string{"kitchen"}}, "onoff", Context{}, "ask light.kitchen,light.kitchen_cabinet"},
		{"plural in a place", ir.Target{Name: "lights", Class: "light", Places: []string{"kitchen"}, All: true}, "onoff", Context{}, "light.kitchen,light.kitchen_cabinet"},
		{"an exact alias wins over the unmarked plural", ir.Target{Name: "厨房灯", Class: "light"}, "onoff", Context{Unmarked: true}, "light.kitchen"},
		{"unmarked plural with a place", ir.Target{Name: "卧室灯", Class: "light"}, "onoff", Context{Unmarked: true}, "light.bedroom_main,light.bedside,switch.reading_lamp"},
		{"plural that is also a name", ir.Target{Name: "kitchen lights", Class: "light", All: true}, "onoff", Context{}, "light.kitchen,light.kitchen_cabinet"},
		{"floor", ir.Target{Name: "upstairs lights", Class: "light", All: true}, "onoff", Context{}, "group.upstairs_lights,light.study_lamp,light.study_ceiling,light.bedroom_main,light.bedside,switch.reading_lamp,light.kids,light.bathroom,light.landing"},
		{"group by alias", ir.Target{Name: "楼上的灯"}, "onoff", Context{}, "group.upstairs_lights"},
		{"class word said first", ir.Target{Name: "lamp", Class: "light"}, "onoff", Context{}, "ask light.study_lamp,light.bedside,switch.reading_lamp"},
		{"speaker's room", ir.Target{Name: "lamp", Class: "light"}, "onoff", Context{Room: "study"}, "light.study_lamp"},
		{"all of a class word that names some", ir.Target{Name: "lamps", Class: "light", All: true}, "onoff", Context{}, "light.study_lamp,light.bedside,switch.reading_lamp"},
		{"every lamp", ir.Target{Name: "lamp", Class: "light", All: true}, "onoff", Context{}, "light.study_lamp,light.bedside,switch.reading_lamp"},
		{"which lamps, asked", ir.Target{Name: "lamps", Class: "light", All: true}, "onoff", Context{Query: true}, "light.study_lamp,light.bedside,switch.reading_lamp"},
		{"all the lights is every light", ir.Target{Name: "lights", Class: "light", All: true, Places: []string{"kitchen"}}, "onoff", Context{}, "light.kitchen,light.kitchen_cabinet"},
		{"speaker's room has none", ir.Target{Name: "fan", Class: "fan"}, "onoff", Context{Room: "study"}, "ask fan.living,fan.bathroom"},
		{"plug lamp is a light", ir.Target{Name: "落地灯"}, "onoff", Context{}, "switch.reading_lamp"},
		{"capability filters", ir.Target{Name: "front door"}, "lock", Context{}, "lock.front_door"},
		{"capability it lacks", ir.Target{Name: "kitchen light"}, "lock", Context{}, "no_capability kitchen light"},
		{"unknown name", ir.Target{Name: "jacuzzi"}, "onoff", Context{}, "no_match jacuzzi"},
		{"unknown place", ir.Target{Name: "light", Class: "light", Places: []string{"cellar"}}, "onoff", Context{}, "no_place cellar"},
		{"a place as the name, asked", ir.Target{Name: "bedroom"}, "temperature", Context{Query: true}, "climate.bedroom_ac,sensor.bedroom"},
		{"reference", ir.Target{Ref: true}, "onoff", Context{Last: []string{"media.living_tv"}}, "media.living_tv"},
		{"reference with nothing before", ir.Target{Ref: true}, "onoff", Context{}, "no_reference "},
		{"everything in a room", ir.Target{All: true, Places: []string{"bathroom"}}, "onoff", Context{}, "light.bathroom,fan.bathroom"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fit := has(tt.cap)
			if tt.cap == "temperature" {
				fit = func(e *Entity) bool {
					return e.Kind == Device && (e.Device.Has("temperature") || e.Device.Has("thermostat"))
				}
			}
			if got := show(x.Resolve(context.Background(), tt.t, fit, tt.ctx)); got != tt.want {
				t.Errorf("Resolve(%s) = %s, want %s", tt.t, got, tt.want)
			}
		})
	}
}

func TestExactTie(t *testing.T) {
	h := &home.Home{
		Rooms: []home.Room{{ID: "kitchen", Name: "Kitchen"}, {ID: "study", Name: "Study", Aliases: []string{"书房"}}},
		Devices: []home.Device{
			{ID: "light.a", Name: "Ceiling light", Room: "kitchen", Capabilities: []string{"onoff"}},
			{ID: "light.b", Name: "Ceiling light", Room: "study", Capabilities: []string{"onoff"}},
		},
	}
	x := New(h)
	tgt := ir.Target{Name: "ceiling light", Class: "light"}
	if got := show(x.Resolve(context.Background(), tgt, has("onoff"), Context{})); got != "ask light.a,light.b" {
		t.Errorf("two equal names: %s", got)
	}
	if got := show(x.Resolve(context.Background(), tgt, has("onoff"), Context{Room: "study"})); got != "light.b" {
		t.Errorf("two equal names, speaker in the study: %s", got)
	}
	if got := show(x.Resolve(context.Background(), ir.Target{Name: "书房 ceiling light"}, has("onoff"), Context{})); got != "light.b" {
		t.Errorf("a place said before the name: %s", got)
	}
}

func TestNameWithClassWord(t *testing.T) {
	h := &home.Home{
		Rooms: []home.Room{{ID: "kitchen", Name: "Kitchen"}},
		Devices: []home.Device{
			{ID: "light.overhead", Name: "Overhead Light", Room: "kitchen", Type: "light", Capabilities: []string{"onoff"}},
			{ID: "light.play_corner", Name: "Play Corner", Room: "kitchen", Type: "light", Capabilities: []string{"onoff"}},
		},
	}
	x := New(h)
	got := show(x.Resolve(context.Background(), ir.Target{Name: "kitchen play corner lights", Class: "light", All: true}, has("onoff"), Context{}))
	if got != "light.play_corner" {
		t.Errorf("the kitchen's play corner lights: %s", got)
	}
}

func TestDevicesOf(t *testing.T) {
	h := hometest.Load(t, "demo")
	h.Groups = append(h.Groups, home.Group{ID: "group.all", Name: "Everything up and the hall", Members: []string{"group.upstairs_lights", "light.hall"}})
	x := New(h)
	ids := func(id string) string {
		e, ok := x.Entity(id)
		if !ok {
			t.Fatalf("no %s", id)
		}
		var out []string
		for _, d := range x.DevicesOf(e) {
			if d.Kind != Device {
				t.Errorf("%s: %s is a %s", id, d.ID, d.Kind)
			}
			out = append(out, d.ID)
		}
		return strings.Join(out, ",")
	}
	up := "light.study_lamp,light.study_ceiling,light.bedroom_main,light.bedside,light.kids,light.bathroom,light.landing"
	for id, want := range map[string]string{
		"light.hall":            "light.hall",
		"group.upstairs_lights": up,
		"group.all":             up + ",light.hall",
		"scene.movie":           "",
	} {
		if got := ids(id); got != want {
			t.Errorf("DevicesOf(%s) = %s, want %s", id, got, want)
		}
	}
}
