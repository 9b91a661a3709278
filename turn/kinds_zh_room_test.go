package turn_test

import (
	"strings"
	"testing"

	"edge/lang"
)

// roomsHome has rooms of several kinds of device each, a kettle, an oven
// and a gas valve among them.
const roomsHome = `
rooms:
  - {id: kitchen, name: 厨房}
  - {id: bedroom, name: 卧室}
  - {id: living, name: 客厅}
devices:
  - {id: light.kitchen, name: 厨房灯, room: kitchen, type: light, capabilities: [onoff, brightness]}
  - {id: switch.kettle, name: 电水壶, room: kitchen, type: outlet, capabilities: [onoff], state: {"on": true}}
  - {id: switch.oven, name: 烤箱, room: kitchen, type: switch, capabilities: [onoff], state: {"on": true}}
  - {id: valve.gas, name: 燃气阀门, room: kitchen, type: valve, capabilities: [valve]}
  - {id: light.bedroom, name: 主卧灯, room: bedroom, type: light, capabilities: [onoff, brightness]}
  - {id: light.bedside, name: 床头灯, room: bedroom, type: light, capabilities: [onoff, brightness]}
  - {id: climate.bedroom, name: 卧室空调, room: bedroom, type: climate, capabilities: [onoff, thermostat], state: {"on": true}}
  - {id: cover.bedroom, name: 卧室窗帘, room: bedroom, type: curtain, capabilities: [position]}
  - {id: light.living, name: 客厅灯, room: living, type: light, capabilities: [onoff, brightness]}
  - {id: media.tv, name: 电视, room: living, type: tv, capabilities: [onoff, media], state: {"on": true, playing: true}}
  - {id: fan.living, name: 客厅风扇, room: living, type: fan, capabilities: [onoff, fan_speed], state: {"on": true}}
`

// TestChineseRoomAloneWithAVerbOfSeveralKinds says each room alone with
// each verb of stopping and each change of no attribute in the pack
// ("厨房停了", "卧室调低一点"): its devices are asked about, never all
// changed; the one device there that can is changed alone. A change of
// one attribute ("卧室调亮点") is every light there.
func TestChineseRoomAloneWithAVerbOfSeveralKinds(t *testing.T) {
	v := lang.Detect("灯").Vocab()
	var words []string
	for w, canon := range v.Verbs {
		if canon == "stop" {
			words = append(words, w, w+"了", w+"一下")
		}
	}
	for w, ch := range v.Rels {
		if ch.Attr == "" && len([]rune(w)) > 1 {
			words = append(words, w, w+"一点")
		}
	}
	want := map[string]func(string) bool{}
	for _, room := range []string{"厨房", "卧室", "客厅"} {
		for _, w := range words {
			for _, f := range []string{"%s%s", "把%s%s", "%s的%s吧"} {
				want[strings.Replace(strings.Replace(f, "%s", room, 1), "%s", w, 1)] = atMostOne
			}
		}
	}
	for w, ch := range v.Rels {
		if ch.Attr == "brightness" && ch.Sign > 0 && strings.HasSuffix(w, "点") {
			want["卧室"+w] = is("planned: light.bedroom set planned, light.bedside set planned")
		}
	}
	askAll(t, eveningEngine(t, "rooms.yaml", roomsHome), want, "a room alone, a verb of several kinds")
}

// atMostOne reports a summary that runs nothing, or one device.
func atMostOne(got string) bool { return !runs(got) || !strings.Contains(got, ",") }
