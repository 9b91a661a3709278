package turn_test

import (
	"slices"
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
	generatedKinds(t)
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
	rooms := []string{"厨房", "卧室", "客厅"}
	slices.Sort(words)
	for i, w := range words {
		for j, f := range []string{"%s%s", "把%s%s", "%s的%s吧"} {
			// every word and form; the rooms in turn
			room := rooms[(i+j)%len(rooms)]
			want[strings.Replace(strings.Replace(f, "%s", room, 1), "%s", w, 1)] = atMostOne
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

// garageHome has a garage, a room whose name is also a word of a class
// (车库 for its door), with its door and a light.
const garageHome = `
rooms:
  - {id: garage, name: 车库}
devices:
  - {id: cover.garage, name: 车库门, room: garage, type: garage_door, capabilities: [position], state: {position: 100}}
  - {id: light.garage, name: 车库灯, room: garage, type: light, capabilities: [onoff]}
`

// TestChineseRoomNamedByAClassWord says each verb of the pack that
// switches or opens with a room whose name is a class word of a device in
// it ("车库关一下"): which one is asked, neither the door nor the light is
// moved; a question about it asks about the door. A verb done said before
// it ("关了车库") tells a deed and moves nothing.
func TestChineseRoomNamedByAClassWord(t *testing.T) {
	generatedKinds(t)
	v := lang.Detect("灯").Vocab()
	var rooms []string
	for _, w := range v.Classes["garage_door"] {
		if !strings.HasSuffix(w, "门") {
			rooms = append(rooms, w)
		}
	}
	want := map[string]func(string) bool{}
	for w, canon := range v.Verbs {
		if canon != v.Clusters["on"] && canon != v.Clusters["off"] || len([]rune(w)) < 2 {
			continue
		}
		for _, room := range rooms {
			for _, f := range []string{"%s%s", "把%s%s", "%s%s一下", "%s%s吧"} {
				want[strings.Replace(strings.Replace(f, "%s", room, 1), "%s", w, 1)] = func(got string) bool { return strings.HasPrefix(got, "clarify") }
			}
			want[w+room] = func(got string) bool { return strings.HasPrefix(got, "clarify") }
			if strings.HasSuffix(w, "了") {
				want[w+room] = func(got string) bool { return !runs(got) } // "关了车库": a deed told
			}
			want[room+"开着吗"] = is("answer: ")
		}
	}
	askAll(t, eveningEngine(t, "garage.yaml", garageHome), want, "a room named by a class word")
}

// TestChineseOneCharacterOfAName says each character of each name of a
// home that is no word of a class alone as what to switch ("打开壶",
// "把燃关了"): a word cut short or misheard is asked about, never acted on.
func TestChineseOneCharacterOfAName(t *testing.T) {
	generatedKinds(t)
	v := lang.Detect("灯").Vocab()
	classWord := map[string]bool{}
	for _, ws := range v.Classes {
		for _, w := range ws {
			classWord[w] = true
		}
	}
	want := map[string]func(string) bool{}
	for _, line := range strings.Split(roomsHome, "\n") {
		_, rest, ok := strings.Cut(line, "name: ")
		if !ok {
			continue
		}
		name, _, _ := strings.Cut(rest, ",")
		for _, r := range strings.TrimSuffix(name, "}") {
			if c := string(r); !classWord[c] {
				want["打开"+c] = func(got string) bool { return !runs(got) }
				want["把"+c+"关了"] = func(got string) bool { return !runs(got) }
			}
		}
	}
	askAll(t, eveningEngine(t, "rooms.yaml", roomsHome), want, "one character of a name")
}
