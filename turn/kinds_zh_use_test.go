package turn_test

import (
	"strings"
	"testing"
)

// useHome has a kettle, a garden sprinkler, an oven and a movie scene,
// with what shares their words: a water heater, lights in the garden and
// the kitchen, a tv.
const useHome = `
rooms:
  - {id: living, name: 客厅}
  - {id: kitchen, name: 厨房}
  - {id: garden, name: 花园}
  - {id: bathroom, name: 卫生间}
devices:
  - {id: switch.kettle, name: 电水壶, aliases: [烧水壶], room: kitchen, type: outlet, capabilities: [onoff], tags: [heater], state: {"on": false}}
  - {id: switch.oven, name: 烤箱, room: kitchen, type: switch, capabilities: [onoff], tags: [oven], state: {"on": false}}
  - {id: light.kitchen, name: 厨房灯, room: kitchen, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: valve.garden, name: 洒水器, aliases: [花园洒水阀], room: garden, type: valve, capabilities: [valve], state: {open: false}}
  - {id: light.garden, name: 花园灯, room: garden, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: switch.heater, name: 热水器, room: bathroom, type: heater, capabilities: [onoff], state: {"on": false}}
  - {id: light.living, name: 客厅主灯, room: living, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: media.tv, name: 电视, room: living, type: tv, capabilities: [onoff, media], state: {"on": false}}
scenes:
  - id: scene.movie
    name: 观影模式
    aliases: [电影模式]
    room: living
    actions:
      - {device: light.living, command: "off"}
      - {device: media.tv, command: "on"}
`

// bareHome has none of them, and what shares their words.
const bareHome = `
rooms:
  - {id: living, name: 客厅}
  - {id: kitchen, name: 厨房}
  - {id: garden, name: 花园}
  - {id: bathroom, name: 卫生间}
devices:
  - {id: light.kitchen, name: 厨房灯, room: kitchen, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: switch.heater, name: 热水器, room: bathroom, type: heater, capabilities: [onoff], state: {"on": false}}
  - {id: switch.pump, name: 水泵, room: garden, type: switch, capabilities: [onoff], state: {"on": false}}
  - {id: light.garden, name: 花园灯, room: garden, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: switch.grill, name: 烤炉灯, room: kitchen, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: media.tv, name: 电视, room: living, type: tv, capabilities: [onoff, media], state: {"on": false}}
`

// usesSaid are the ways of saying each use, with a room said before it or
// none, and what it reaches in useHome.
var usesSaid = []struct {
	said, rooms []string
	want        string
}{
	{[]string{"烧壶水", "烧点水", "烧一壶开水", "烧两壶水", "烧一下水", "烧水", "把水烧开", "烧些开水"}, []string{"", "厨房"},
		"confirm: switch.kettle on pending"},
	{[]string{"浇水", "浇浇水", "浇一下水", "浇一浇水", "浇花", "浇点水", "把花浇一下", "浇草坪"}, []string{"", "花园", "给花园"},
		"confirm: valve.garden open pending"},
	{[]string{"预热烤箱", "热一下烤箱", "把烤箱预热一下", "烤箱预热", "预热一下烤箱"}, []string{"", "厨房"},
		"confirm: switch.oven on pending"},
	{[]string{"看电影", "看电影模式", "看个电影", "看场电影"}, []string{"", "客厅"},
		"planned: scene.movie activate planned"},
}

// TestChineseUseOfDevice says a verb that names what a device is used for
// (烧水, 浇水, 预热, 看电影), with every particle and politeness word and a
// room or none: in a home with the device it reaches that device, asking
// for a yes where the device is a hazard, as 打开电水壶 does (it was not
// understood, or not found); in a home without one nothing acts. What is
// no use (烧烤, 浇花的时候, 电影好看吗, 烤箱热了, a question) acts on nothing.
func TestChineseUseOfDevice(t *testing.T) {
	generatedKinds(t)
	with, without := map[string]func(string) bool{}, map[string]func(string) bool{}
	for _, u := range usesSaid {
		for _, s := range u.said {
			for _, room := range u.rooms {
				if room != "" && strings.HasPrefix(s, "把") {
					continue
				}
				for _, f := range []string{"%s", "%s吧", "%s啊", "帮我%s", "请%s", "请帮我%s吧", "小爱同学，%s", "我要%s"} {
					text := strings.Replace(f, "%s", room+s, 1)
					with[text] = is(u.want)
					without[text] = func(got string) bool { return !runs(got) }
				}
			}
		}
	}
	for _, text := range []string{"烧烤", "烧烤吧", "浇花的时候", "浇花的时候把灯关了", "电影好看吗", "烤箱热了", "烤箱热吗", "烧水了吗",
		"水烧开了吗", "看电影的时候", "热水器热了", "烧水壶", "别烧水", "不要浇水", "电影", "热一下饭", "浇水了没有"} {
		with[text] = func(got string) bool { return !runs(got) }
		without[text] = func(got string) bool { return !runs(got) }
	}
	if len(with) < 300 {
		t.Errorf("%d wordings, want at least 300", len(with))
	}
	askAll(t, eveningEngine(t, "use.yaml", useHome), with, "a device's use")
	askAll(t, eveningEngine(t, "bare.yaml", bareHome), without, "a use of no device")
}
