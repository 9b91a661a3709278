package turn_test

import (
	"strings"
	"testing"

	"edge/lang"
)

// lackingHome has an air conditioner and a TV, which set other things
// than a fan speed or a brightness, and a light that only switches.
const lackingHome = `
rooms:
  - {id: bedroom, name: 卧室}
  - {id: hall, name: 门厅}
devices:
  - {id: climate.bedroom, name: 卧室空调, room: bedroom, type: climate, capabilities: [onoff, thermostat], state: {"on": true}}
  - {id: media.tv, name: 电视, room: bedroom, type: tv, capabilities: [onoff, media], state: {"on": true}}
  - {id: light.hall, name: 门厅灯, room: hall, type: light, capabilities: [onoff], state: {"on": true}}
`

// TestChineseChangeOfWhatADeviceLacks says every word of the pack for a
// fan speed or a brightness, with every change of the pack of no
// attribute of its own ("调小", "大一点"), said of a device that sets other
// things and not that ("卧室空调风速调小"): never done, never offered as
// switching it on or off; of a light that only switches, switching it is
// still asked back ("门厅灯亮度调低" → 要关闭门厅灯吗？).
func TestChineseChangeOfWhatADeviceLacks(t *testing.T) {
	generatedKinds(t)
	v := lang.Detect("亮度").Vocab()
	want := map[string]func(string) bool{}
	told := func(got string) bool { return !runs(got) && !strings.HasPrefix(got, "clarify") }
	for w, attr := range v.Attrs {
		if attr != "speed" && attr != "brightness" {
			continue
		}
		for r, c := range v.Rels {
			if c.Attr != "" {
				continue
			}
			want["卧室空调"+w+r] = told
			want["把电视的"+w+r] = told
		}
		if attr == "brightness" {
			want["门厅灯"+w+"调低"] = is("clarify: ")
			want["门厅灯"+w+"调高"] = is("clarify: ")
		}
	}
	askAll(t, eveningEngine(t, "lacking.yaml", lackingHome), want, "a change the device lacks")
}
