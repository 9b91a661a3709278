package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseFanLevelByName says a fan's speed by name (低档, 中档, 高档, 低速,
// 中速, 高速, 小风, 大风) for every fan of the demo home that has speeds, by
// each of its names: low is a third, medium two thirds, high all, as
// "set the fan to low" is; they were read into the name (客厅里找不到“风扇
// 高档”). Said of a thing with no speed (台灯, 空调) or with no verb nothing is
// done.
func TestChineseFanLevelByName(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "fan level")
	h := hometest.Load(t, "demo")
	levels := map[string]int{"低档": 33, "中档": 66, "高档": 100, "低速": 33, "中速": 66, "高速": 100, "小风": 33, "大风": 100}
	forms := []string{"%s调到%s", "把%s调到%s", "%s开到%s", "%s开%s", "%s调成%s吧", "%s风速调到%s", "把%s的风速调成%s"}
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "fan_speed") {
			continue
		}
		for _, name := range chineseNames(d) {
			for level, pct := range levels {
				for _, f := range forms {
					said := strings.Replace(strings.Replace(f, "%s", name, 1), "%s", level, 1)
					s.same(said, fmt.Sprintf("把%s调到百分之%d", name, pct))
				}
			}
		}
	}
	if s.n < 50 {
		t.Errorf("%d utterances, want at least 50", s.n)
	}
	s.nothing("台灯调到高档", "把电视调到低档", "客厅风扇高档", "外面大风", "高速公路堵车了")
}
