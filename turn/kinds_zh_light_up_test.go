package turn_test

import (
	"strings"
	"testing"
)

// lightUpHome has what 开 reaches besides the lights and what only
// switches: a lock, a garage door, a gas valve, a curtain, and a kettle,
// an oven, an air conditioner and a tv in a room with the lights.
const lightUpHome = `
rooms:
  - {id: living, name: 客厅}
  - {id: kitchen, name: 厨房}
  - {id: hall, name: 门厅}
  - {id: garage, name: 车库}
devices:
  - {id: light.living, name: 客厅主灯, room: living, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: cover.curtain, name: 客厅窗帘, room: living, type: curtain, capabilities: [position], state: {position: 0}}
  - {id: climate.living, name: 客厅空调, room: living, type: climate, capabilities: [onoff, thermostat], state: {"on": false}}
  - {id: media.tv, name: 电视, room: living, type: tv, capabilities: [onoff, media], state: {"on": false}}
  - {id: light.kitchen, name: 厨房灯, room: kitchen, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: switch.kettle, name: 电水壶, room: kitchen, type: outlet, capabilities: [onoff], tags: [heater], state: {"on": false}}
  - {id: switch.oven, name: 烤箱, room: kitchen, type: switch, capabilities: [onoff], tags: [oven], state: {"on": false}}
  - {id: valve.gas, name: 燃气阀门, room: kitchen, type: valve, capabilities: [valve], risk: high, state: {open: false}}
  - {id: light.hall, name: 门厅灯, room: hall, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: lock.front, name: 前门, aliases: [大门], room: hall, type: lock, capabilities: [lock], state: {locked: true}}
  - {id: cover.garage, name: 车库门, room: garage, type: garage_door, capabilities: [position], state: {position: 0}}
  - {id: light.garage, name: 车库灯, room: garage, type: light, capabilities: [onoff], state: {"on": false}}
`

// TestChineseLightUpOnlyLights says every verb of the pack that lights a
// light up (点亮, 亮起来, 弄亮 and the words made of them), said of what
// only unlocks or opens (a lock, a garage door, a gas valve, a curtain):
// does nothing, where 点亮前门 asked to unlock the front door and a yes
// unlocked it; in a sweep with no device named ("客厅都点亮", "全部点亮",
// "点亮全家"): only the lights, never the curtain, the air conditioner, the
// tv, the kettle or the oven; said of a light: switches it on.
func TestChineseLightUpOnlyLights(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	lightsOnly := func(got string) bool {
		if !runs(got) {
			return false
		}
		for _, a := range strings.Split(strings.SplitN(got, ": ", 2)[1], ", ") {
			if !strings.HasPrefix(a, "light.") || !strings.Contains(a, " on ") {
				return false
			}
		}
		return true
	}
	words := verbsOf("lit")
	for _, w := range words {
		for _, thing := range []string{"前门", "大门", "车库门", "燃气阀门", "客厅窗帘"} {
			for _, f := range []string{"%s%v", "把%s%v", "帮我把%s%v一下", "%s给我%v吧"} {
				want[strings.NewReplacer("%s", thing, "%v", w).Replace(f)] = func(got string) bool { return !runs(got) }
			}
		}
		for _, f := range []string{"客厅都%v", "全部%v吧", "都给我%v", "把厨房的全%v", "家里的都%v"} {
			want[strings.Replace(f, "%v", w, 1)] = lightsOnly
		}
		want["把门厅灯"+w] = is("planned: light.hall on planned")
	}
	for _, f := range []string{"点亮%s", "点亮一下%s", "小爱同学点亮%s", "嗯点亮%s吧"} {
		for _, thing := range []string{"前门", "大门", "车库门", "燃气阀门", "客厅窗帘"} {
			want[strings.Replace(f, "%s", thing, 1)] = func(got string) bool { return !runs(got) }
		}
		for _, place := range []string{"全家", "家里", "客厅", "厨房"} {
			want[strings.Replace(f, "%s", place, 1)] = lightsOnly
		}
	}
	if len(words) < 4 {
		t.Errorf("%d verbs of lighting up: %v", len(words), words)
	}
	if len(want) < 60 {
		t.Errorf("%d wordings, want at least 60", len(want))
	}
	askAll(t, eveningEngine(t, "lightup.yaml", lightUpHome), want, "light up")
}

// TestChineseLightVerbOfPlaces says a verb that puts a light out or lights
// one up, said of places listed (熄灭客厅和厨房, 把客厅和门厅点亮) or of a
// place but some of it (熄灭客厅除了客厅主灯, 点亮厨房除了厨房灯), reaches
// their lights only: the second place of a list was every device there
// (the kettle and the oven switched off with no question), and a place but
// its one light was its tv, air conditioner and fan. A place but all its
// lights acts on nothing.
func TestChineseLightVerbOfPlaces(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	lightsOnly := func(got string) bool {
		if !runs(got) {
			return false
		}
		for _, a := range strings.Split(strings.SplitN(got, ": ", 2)[1], ", ") {
			if !strings.HasPrefix(a, "light.") {
				return false
			}
		}
		return true
	}
	nothing := func(got string) bool { return !runs(got) }
	words := verbsOf("out", "lit")
	for _, w := range words {
		for _, f := range []string{"%v客厅和厨房", "把客厅和门厅%v", "%v厨房和车库吧", "帮我%v厨房、客厅和车库"} {
			want[strings.Replace(f, "%v", w, 1)] = lightsOnly
		}
		for _, f := range []string{"%v客厅除了客厅主灯", "%v厨房除了厨房灯", "把门厅%v，除了门厅灯"} {
			want[strings.Replace(f, "%v", w, 1)] = nothing
		}
	}
	if len(want) < 60 {
		t.Errorf("%d wordings, want at least 60", len(want))
	}
	askAll(t, eveningEngine(t, "lightplaces.yaml", lightUpHome), want, "light verb of places")
}
