package turn_test

import (
	"slices"
	"strings"
	"testing"
)

// TestChineseClassWordsUnjoined says names said one after another with
// nothing between them where a part is a class word, alone or after a
// room (客厅灯电视都关, 电视风扇都打开, 把厨房灯客厅灯都关了), are the list
// when each part is what it names said alone: the one device of that class
// there. They were one name not found (“客厅灯电视”). A part that names
// several devices is what it is said with 和 (TestListedBareAll): 空调 of
// two air conditioners asks which, nothing acts; 卧室灯 is the bedroom's
// lights, as said alone. A class word of one character is no part (门窗
// is every door and window, not one of each: asked of, it is answered).
func TestChineseClassWordsUnjoined(t *testing.T) {
	generatedKinds(t)
	ids := map[string]string{"客厅灯": "light.living", "厨房灯": "light.kitchen", "风扇": "fan.living", "电视": "media.tv", "书房台灯": "light.study"}
	parts := slices.Sorted(func(yield func(string) bool) {
		for p := range ids {
			if !yield(p) {
				return
			}
		}
	})
	acts := func(command string, want ...string) func(string) bool {
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
			return slices.Equal(have, slices.Sorted(slices.Values(want)))
		}
	}
	want := map[string]func(string) bool{}
	for _, a := range parts {
		for _, b := range parts {
			if a == b || !strings.HasSuffix(a, "灯") && !strings.HasSuffix(b, "灯") && a != "风扇" && b != "风扇" {
				continue
			}
			for _, f := range []string{"%s都关", "%s都关掉", "把%s都关了", "小爱同学%s都关了吧"} {
				want[strings.Replace(f, "%s", a+b, 1)] = acts("off", ids[a], ids[b])
			}
			for _, f := range []string{"%s都打开", "把%s都打开吧"} {
				want[strings.Replace(f, "%s", a+b, 1)] = acts("on", ids[a], ids[b])
			}
		}
	}
	nothing := func(got string) bool { return !runs(got) }
	for _, b := range []string{"电视", "客厅灯", "风扇"} {
		// 卧室灯 is the bedroom's lights, as said alone or with 和
		want["卧室灯"+b+"都关"] = acts("off", "light.bedroom", "light.bedside", ids[b])
		want["把"+b+"卧室灯都打开"] = acts("on", "light.bedroom", "light.bedside", ids[b])
	}
	for _, a := range []string{"空调", "灯"} {
		for _, b := range []string{"电视", "客厅灯", "风扇"} {
			if a == "灯" && b == "客厅灯" {
				continue // "客厅灯灯": the room's light said twice
			}
			for _, f := range []string{"%s都关", "把%s都打开"} {
				want[strings.Replace(f, "%s", a+b, 1)] = nothing
				want[strings.Replace(f, "%s", b+a, 1)] = nothing
			}
		}
	}
	for _, text := range []string{"门窗都关好了吗", "门窗都关了没"} {
		want[text] = func(got string) bool { return strings.HasPrefix(got, "answer") } // every door and window (TestDoorsAndWindows)
	}
	want["把门窗都关上"] = func(got string) bool { return !runs(got) }
	if len(want) < 60 {
		t.Errorf("%d wordings, want at least 60", len(want))
	}
	askAll(t, eveningEngine(t, "unjoined_class.yaml", unjoinedClassHome), want, "unjoined class words")
}

// unjoinedClassHome has rooms of one light (客厅, 厨房, 书房) and one of
// two (卧室), one fan, a tv, two air conditioners, a door and a window
// that say whether they are shut, and a lock.
const unjoinedClassHome = `
rooms:
  - {id: living, name: 客厅}
  - {id: bedroom, name: 卧室}
  - {id: kitchen, name: 厨房}
  - {id: study, name: 书房}
devices:
  - {id: light.living, name: 客厅主灯, room: living, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: media.tv, name: 电视, room: living, type: tv, capabilities: [onoff, media], state: {"on": true}}
  - {id: fan.living, name: 客厅风扇, room: living, type: fan, capabilities: [onoff], state: {"on": false}}
  - {id: climate.living, name: 客厅空调, room: living, type: climate, capabilities: [onoff, thermostat], state: {"on": true}}
  - {id: climate.bedroom, name: 卧室空调, room: bedroom, type: climate, capabilities: [onoff, thermostat], state: {"on": true}}
  - {id: light.bedroom, name: 卧室吊灯, room: bedroom, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: light.bedside, name: 床头灯, room: bedroom, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: light.kitchen, name: 厨房吸顶灯, room: kitchen, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: light.study, name: 书房台灯, room: study, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: sensor.balcony_door, name: 阳台门, room: living, type: sensor, capabilities: [contact], state: {contact: true}}
  - {id: sensor.kitchen_window, name: 厨房窗户, room: kitchen, type: sensor, capabilities: [contact], state: {contact: true}}
  - {id: lock.front, name: 前门, room: living, type: lock, capabilities: [lock], state: {locked: true}}
`
