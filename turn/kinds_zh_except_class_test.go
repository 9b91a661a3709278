package turn_test

import (
	"strings"
	"testing"

	"edge/lang"
)

// exceptClassHome has one device of each class but the lights.
const exceptClassHome = `
rooms:
  - {id: living, name: 客厅}
  - {id: bedroom, name: 卧室}
devices:
  - {id: light.living, name: 客厅灯, room: living, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: light.bedroom, name: 卧室灯, room: bedroom, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: light.desk, name: 台灯, room: bedroom, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: media.tv, name: 电视, room: living, type: tv, capabilities: [onoff, media], state: {"on": true}}
  - {id: climate.bedroom, name: 卧室空调, room: bedroom, type: climate, capabilities: [onoff, thermostat], state: {"on": true}}
  - {id: fan.living, name: 客厅风扇, room: living, type: fan, capabilities: [onoff], state: {"on": true}}
`

// TestChineseExceptAWholeClass says an exception that names a whole class
// by its word alone ("除了电视都关掉", "空调除外全部关了"), with every word of
// the pack for the classes of the home (a word of a kind the home lacks,
// 落地扇, left out): everything else is switched off, never the class
// excepted, never nothing; a word of a kind ("除了台灯都关了") is the rest of
// its class.
func TestChineseExceptAWholeClass(t *testing.T) {
	generatedKinds(t)
	classes := map[string]string{"tv": "media.tv", "climate": "climate.bedroom", "fan": "fan.living"}
	want := map[string]func(string) bool{}
	for class, id := range classes {
		v := lang.Detect("电视").Vocab()
		for _, w := range v.Classes[class] {
			if v.Kinds[w] && w != "空调" {
				continue
			}
			for _, f := range []string{"除了%s都关掉", "除了%s其他都关了", "%s除外全部关掉", "除了%s别的全关了吧"} {
				want[strings.Replace(f, "%s", w, 1)] = func(got string) bool {
					return runs(got) && !strings.Contains(got, id+" ") && strings.Contains(got, "light.living off")
				}
			}
		}
	}
	// a word of a kind leaves the rest of its class: the other lights
	want["除了台灯都关了"] = is("planned: light.bedroom off planned, light.living off planned")
	askAll(t, eveningEngine(t, "except.yaml", exceptClassHome), want, "except a class")
}
