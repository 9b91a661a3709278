package turn_test

import (
	"slices"
	"strings"
	"testing"
)

// TestChineseNamesUnjoined says names of devices said one after another
// with nothing between them (花园灯车库灯都打开, 关掉客厅主灯厨房灯, 前门车库门
// 都打开), as a recogniser writes a list said without 和 or a pause, are
// the list, as with 和: they were one name not found. A device of the list
// a sweep leaves alone (a lock, a valve) is named, so asked about, never
// dropped; a run with a part that names no one device (电视空调 of two air
// conditioners, 风扇灯, 电视柜灯) acts on nothing.
func TestChineseNamesUnjoined(t *testing.T) {
	generatedKinds(t)
	names := map[string]string{"客厅主灯": "light.living", "厨房灯": "light.kitchen", "门厅灯": "light.hall", "车库灯": "light.garage"}
	order := []string{"客厅主灯", "厨房灯", "门厅灯", "车库灯"}
	want := map[string]func(string) bool{}
	acts := func(command string, ids ...string) func(string) bool {
		return func(got string) bool {
			if !strings.HasPrefix(got, "planned: ") {
				return false
			}
			var have []string
			for _, a := range strings.Split(strings.TrimPrefix(got, "planned: "), ", ") {
				f := strings.Fields(a)
				if len(f) < 2 || f[1] != command {
					return false
				}
				have = append(have, f[0])
			}
			slices.Sort(have)
			want := slices.Sorted(slices.Values(ids))
			return slices.Equal(have, want)
		}
	}
	for _, a := range order {
		for _, b := range order {
			if a == b {
				continue
			}
			for _, f := range []string{"%s都关掉", "把%s都关了", "关掉%s", "小爱同学%s都关了吧"} {
				want[strings.Replace(f, "%s", a+b, 1)] = acts("off", names[a], names[b])
			}
			for _, f := range []string{"%s都打开", "打开%s"} {
				want[strings.Replace(f, "%s", a+b, 1)] = acts("on", names[a], names[b])
			}
		}
	}
	want["客厅主灯厨房灯门厅灯都打开"] = acts("on", "light.living", "light.kitchen", "light.hall")
	want["把门厅灯车库灯客厅主灯都关了"] = acts("off", "light.hall", "light.garage", "light.living")
	both := func(ids ...string) func(string) bool {
		return func(got string) bool {
			if !strings.HasPrefix(got, "confirm: ") {
				return false
			}
			for _, id := range ids {
				if !strings.Contains(got, id+" ") {
					return false
				}
			}
			return true
		}
	}
	want["前门车库门都打开"] = both("lock.front", "cover.garage")
	want["燃气阀门厨房灯都打开"] = both("valve.gas", "light.kitchen")
	want["车库门车库灯都打开"] = both("cover.garage", "light.garage")
	nothing := func(got string) bool { return !runs(got) }
	for _, text := range []string{"电视空调都关掉", "关掉电视空调", "风扇灯打开", "电视柜灯打开", "把空调电视都关了", "厨房灯橱柜灯都关掉"} {
		want[text] = nothing
	}
	if len(want) < 60 {
		t.Errorf("%d wordings, want at least 60", len(want))
	}
	askAll(t, eveningEngine(t, "unjoined.yaml", unjoinedHome), want, "unjoined")
}

// unjoinedHome has lights, two air conditioners and a tv, a fan, and what
// a sweep leaves alone: a lock, a garage door, a gas valve.
const unjoinedHome = `
rooms:
  - {id: living, name: 客厅}
  - {id: bedroom, name: 卧室}
  - {id: kitchen, name: 厨房}
  - {id: hall, name: 门厅}
  - {id: garage, name: 车库}
devices:
  - {id: light.living, name: 客厅主灯, room: living, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: media.tv, name: 电视, room: living, type: tv, capabilities: [onoff, media], state: {"on": true}}
  - {id: climate.living, name: 客厅空调, room: living, type: climate, capabilities: [onoff, thermostat], state: {"on": true}}
  - {id: climate.bedroom, name: 卧室空调, room: bedroom, type: climate, capabilities: [onoff, thermostat], state: {"on": true}}
  - {id: fan.living, name: 客厅风扇, room: living, type: fan, capabilities: [onoff], state: {"on": false}}
  - {id: light.kitchen, name: 厨房灯, room: kitchen, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: valve.gas, name: 燃气阀门, room: kitchen, type: valve, capabilities: [valve], risk: high, state: {open: false}}
  - {id: light.hall, name: 门厅灯, room: hall, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: lock.front, name: 前门, room: hall, type: lock, capabilities: [lock], state: {locked: true}}
  - {id: cover.garage, name: 车库门, room: garage, type: garage_door, capabilities: [position], state: {position: 0}}
  - {id: light.garage, name: 车库灯, room: garage, type: light, capabilities: [onoff], state: {"on": false}}
`
