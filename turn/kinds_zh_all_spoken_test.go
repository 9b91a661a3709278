package turn_test

import (
	"strings"
	"testing"
)

// allSpokenHome has a kids' room, whose 童 sounds as 统 and 通.
const allSpokenHome = `
rooms:
  - {id: kids, name: 儿童房}
  - {id: living, name: 客厅}
devices:
  - {id: light.kids, name: 儿童房灯, room: kids, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: switch.heater, name: 儿童房取暖器, room: kids, type: heater, capabilities: [onoff], state: {"on": true}}
  - {id: light.living, name: 客厅灯, room: living, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: media.tv, name: 电视, room: living, type: tv, capabilities: [onoff, media], state: {"on": true}}
`

// TestChineseAllSpoken says the words of all of spoken Chinese (统统,
// 通通, 一起, 全都, 一股脑; lang/zh TestAllSpokenSaysAll has every one)
// after a class or alone: every light, or everything, never the kids'
// room they sound like.
func TestChineseAllSpoken(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	for _, w := range []string{"统统", "通通", "一起", "全都", "一股脑"} {
		for _, f := range []string{"灯%s关掉", "把灯%s关了"} {
			want[strings.Replace(f, "%s", w, 1)] = is("planned: light.kids off planned, light.living off planned")
		}
		want[w+"关掉"] = func(got string) bool { return runs(got) && strings.Contains(got, "media.tv off") }
	}
	askAll(t, eveningEngine(t, "all.yaml", allSpokenHome), want, "all spoken")
}
