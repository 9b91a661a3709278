package turn_test

import (
	"strings"
	"testing"

	"edge/lang"
)

// oneOfEachHome has one device of each class with kind words in Chinese,
// none called by a kind word: a plain light, an air purifier, floor
// heating and a portable heater in the kids' room.
const oneOfEachHome = `
rooms:
  - {id: kitchen, name: 厨房}
  - {id: living, name: 客厅}
  - {id: kids, name: 儿童房}
devices:
  - {id: light.kitchen, name: 厨房灯, room: kitchen, type: light, capabilities: [onoff]}
  - {id: fan.purifier, name: 净化器, room: living, type: fan, capabilities: [onoff, fan_speed]}
  - {id: climate.floor, name: 地暖, room: living, type: climate, capabilities: [onoff, thermostat]}
  - {id: heater.kids, name: 取暖器, room: kids, type: heater, capabilities: [onoff]}
`

// TestChineseKindWordOfTheOnlyDevice says every kind word of the pack
// (台灯, 吊扇...), and 浴霸 (a bathroom's fitting, no word of a class), in
// a home whose only device of that class is not of that kind: asked
// about or not understood, never switched.
func TestChineseKindWordOfTheOnlyDevice(t *testing.T) {
	generatedKinds(t)
	v := lang.Detect("灯").Vocab()
	want := map[string]func(string) bool{}
	classes := map[string]bool{}
	for class, words := range v.Classes {
		for _, w := range words {
			if !v.Kinds[w] {
				continue
			}
			classes[class] = true
			for _, f := range []string{"打开%s", "把%s关了", "%s开一下吧"} {
				want[strings.Replace(f, "%s", w, 1)] = func(got string) bool { return !runs(got) }
			}
		}
	}
	for _, f := range []string{"打开浴霸", "把浴霸关了", "浴霸开一下吧"} {
		want[f] = func(got string) bool { return !runs(got) }
	}
	askAll(t, eveningEngine(t, "one.yaml", oneOfEachHome), want, "a kind the home lacks")
	for _, class := range []string{"light", "fan"} {
		if !classes[class] {
			t.Errorf("no kind word of %s", class)
		}
	}
}
