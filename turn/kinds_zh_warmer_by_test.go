package turn_test

import (
	"fmt"
	"testing"
)

// TestChineseWarmerBy: a room or an air conditioner said with 热, 冷, 暖, 凉
// or 凉快 and a number of degrees (卧室热两度, 客厅凉快一度, 卧室再冷两度) is
// warmer or cooler by that many degrees, as 卧室热一点 is by one and 卧室空调
// 高两度 by two: 卧室热十度 set the AC to 10 °C, 卧室热两度 tried 2 °C. Said
// with 了 (客厅热了两度) it tells what the room became, and does nothing.
func TestChineseWarmerBy(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "warmer by")
	places := map[string]string{"卧室": "卧室空调", "客厅": "客厅空调", "卧室空调": "卧室空调", "客厅空调": "客厅空调"}
	words := map[string]string{"热": "调高", "暖": "调高", "冷": "调低", "凉": "调低", "凉快": "调低"}
	amounts := map[string]string{"两度": "2度", "2度": "2度", "一度": "1度", "三度": "3度", "十度": "10度"}
	for place, ac := range places {
		for w, change := range words {
			for said, by := range amounts {
				plain := fmt.Sprintf("把%s%s%s", ac, change, by)
				for _, f := range []string{"%s%s%s", "%s再%s%s", "%s%s%s吧", "把%s%s%s", "帮我%s%s%s"} {
					s.same(fmt.Sprintf(f, place, w, said), plain)
				}
				s.nothing(place + w + "了" + said)
			}
		}
	}
	if s.n < 400 {
		t.Errorf("%d utterances, want at least 400", s.n)
	}
}
