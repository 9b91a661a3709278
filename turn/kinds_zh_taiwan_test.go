package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// taiwanHome has a gas valve, a roller garage door, a light and a fan.
const taiwanHome = `
rooms:
  - {id: kitchen, name: 厨房}
  - {id: garage, name: 车位}
devices:
  - {id: valve.gas, name: 燃气阀门, room: kitchen, type: valve, capabilities: [valve], state: {open: true}}
  - {id: cover.garage, name: 卷帘门, room: garage, type: garage_door, capabilities: [position]}
  - {id: light.kitchen, name: 厨房灯, room: kitchen, type: light, capabilities: [onoff]}
  - {id: fan.kitchen, name: 厨房风扇, room: kitchen, type: fan, capabilities: [onoff, fan_speed]}
`

// TestTaiwanWords says each word of Taiwan the pack knows (瓦斯, 電燈,
// 電風扇, 鐵捲門), in traditional and simplified characters, in commands
// and questions: each does what the mainland word does.
func TestTaiwanWords(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "taiwan.yaml", taiwanHome)
	pairs := [][2]string{{"瓦斯", "燃气"}, {"瓦斯阀门", "燃气阀门"}, {"電燈", "灯"}, {"电灯", "灯"}, {"電風扇", "风扇"}, {"电风扇", "风扇"},
		{"鐵捲門", "卷帘门"}, {"铁卷门", "卷帘门"}}
	tpls := []string{"把%s關掉", "打開%s", "%s关了没", "%s开一下吧"}
	n := 0
	for _, p := range pairs {
		for _, tpl := range tpls {
			said, ref := strings.Replace(tpl, "%s", p[0], 1), strings.Replace(tpl, "%s", p[1], 1)
			got := summary(e.Ask(context.Background(), turn.Request{Text: said, Session: fmt.Sprintf("t%d", n), DryRun: true}))
			want := summary(e.Ask(context.Background(), turn.Request{Text: ref, Session: fmt.Sprintf("r%d", n), DryRun: true}))
			if got != want || strings.HasPrefix(want, "not_understood") {
				t.Errorf("%q → %s, want %s (%q)", said, got, want, ref)
			}
			n++
		}
	}
}
