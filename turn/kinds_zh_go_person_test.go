package turn_test

import (
	"fmt"
	"testing"
)

// TestChineseGoSaidToAPerson says 去 with what a person goes to do or
// where ("快去睡觉", "去写作业", "赶紧去洗澡吧", "去客厅"), alone or after a
// command ("把电视关了，快去睡觉", parents to children): nothing is done but
// that command, or nothing at all ("关掉客厅风扇，你去楼上" switched the
// upstairs fan off too: 你去 passed the place on as a place listed). It
// sent the vacuum or the mower home (去 read as "go home" with nothing
// named), or asked which of them. 去 before a command ("去把门锁了",
// "去卧室把空调打开") is "go and": the command, where it was "门不能这样操
// 作". What goes home said with 去 or 回去
// ("扫地机去", "割草机回去吧", "扫地机去充电") still docks, and a vacuum sent
// to a room cleans it.
func TestChineseGoSaidToAPerson(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "gp")
	deeds := []string{"睡觉", "写作业", "吃饭", "洗澡", "休息", "刷牙", "上学", "客厅", "厨房", "卧室", "楼上", "外面玩"}
	for _, d := range deeds {
		for _, before := range []string{"", "快", "赶紧", "你", "快点"} {
			for _, after := range []string{"", "吧", "了"} {
				said := before + "去" + d + after
				s.nothing(said)
				for _, cmd := range []string{"把电视关了", "关掉客厅风扇"} {
					s.n++
					if got, alone := summary(s.ask(cmd+"，"+said)), summary(s.ask(cmd)); got != alone && got != "not_understood: " {
						t.Errorf("%q: %s, want %s or nothing", cmd+"，"+said, got, alone)
					}
				}
			}
		}
	}
	for _, n := range []string{"扫地机", "扫地机器人"} {
		for _, said := range []string{"%s去", "%s回去", "让%s回去吧", "%s去充电", "%s回去充电"} {
			s.same(fmt.Sprintf(said, n), "让扫地机器人回去充电")
		}
		s.same(n+"去厨房", "扫地机器人打扫厨房")
	}
	s.same("割草机回去吧", "割草机回去充电")
	for _, cmd := range []string{"把门锁了", "把窗帘拉上", "把电视关了", "把客厅风扇打开", "关掉书房台灯", "卧室把空调打开", "厨房把橱柜灯关了"} {
		for _, lead := range []string{"去", "快去", "赶紧去"} {
			s.same(lead+cmd, cmd) // "go and …": the command
		}
	}
	if s.n < 500 {
		t.Errorf("%d utterances, want at least 500", s.n)
	}
}
