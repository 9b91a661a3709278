package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestChineseSupposedBySomeone says a command of every device of the demo
// home that switches, opens or locks, by each of its Chinese names, as a
// supposition with someone said before 要是 ("我要是把门锁打开呢", "咱们要是
// 关了车库门呢", "你要是把烤箱打开呢") or as someone's deed after 要是, 如果,
// 假如 or 万一 ("要是有人把灯关了就好了", "如果有人打开车库门", "万一有人把燃气
// 阀门打开了呢"): a wish or a musing, no command. Nothing is done or asked:
// 我要 was read as a wish and 我要是把门锁打开呢 asked to unlock the front
// door, and 有人 as a condition of someone there, which asked which room's
// lights to switch off or checked the hall's motion before unlocking the
// front door. Someone there said as when (要是有人就开灯, 门厅有人就开门厅灯)
// is read as before.
func TestChineseSupposedBySomeone(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "supposed")
	verbsOf := map[string][]string{"onoff": {"打开", "关了"}, "position": {"打开", "关上"}, "lock": {"打开", "锁上"}, "valve": {"打开", "关上"}}
	frames := []string{"我要是把%[1]s%[2]s呢", "我要是%[2]s%[1]s呢", "我们要是把%[1]s%[2]s呢", "咱们要是%[2]s%[1]s呢", "你要是把%[1]s%[2]s呢",
		"要是有人把%[1]s%[2]s就好了", "要是有人%[2]s%[1]s就好了", "如果有人%[2]s%[1]s", "要是有人把%[1]s%[2]s呢", "万一有人把%[1]s%[2]s了呢",
		"假如有人把%[1]s%[2]s", "要是有人帮我把%[1]s%[2]s就好了"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, verbs := range verbsOf {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range verbs {
					for _, f := range frames {
						said := fmt.Sprintf(f, name, v)
						s.n++
						if r := s.ask(said); len(r.Actions) > 0 || r.Outcome != turn.NotUnderstood {
							t.Errorf("%q: %s %q, want it not understood", said, summary(r), r.Say)
						}
					}
				}
			}
		}
	}
	for _, said := range []string{"要是有人就开灯", "有人就开灯", "要是门厅有人就开门厅灯"} {
		if r := s.ask(said); r.Outcome == turn.NotUnderstood {
			t.Errorf("%q: %s %q, want it read as a condition, as before", said, summary(r), r.Say)
		}
	}
	if s.n < 500 {
		t.Fatalf("%d utterances, want at least 500", s.n)
	}
}
