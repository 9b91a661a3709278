package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseWishAgainst says a wish or an intent to switch a device of
// the demo home, by each of its Chinese names, followed by a reason
// against it ("我想关灯但是孩子还在写作业", "本来想把空调打开，不过太贵了",
// "正想关电视结果停电了", "我刚想把门锁上，可是他还没回来"), or the thing
// that would have been done but for a reason ("要不是孩子在睡觉我就把电视关
// 了"): nothing is done or asked, and a yes after it does nothing. "我想关
// 灯但是孩子还在写作业" asked which light, and a yes switched it. The wish
// said alone ("我想把客厅灯关了") is the command, and so is a wish with a
// second command or a state to keep after its contrast ("我想把灯都关了但是
// 厨房的开着").
func TestChineseWishAgainst(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "wishagainst")
	verbs := map[string][]string{"onoff": {"关", "打开"}, "lock": {"锁上"}, "valve": {"关上"}, "position": {"打开", "关上"}}
	wishes := []string{"我想", "我本来想", "本来想", "我正想", "我刚想", "我是想", "我打算", "我们本来打算", "嗯我想", "我原本想"}
	reasons := []string{"但是孩子还在写作业", "，可是太贵了", "，不过算了", "但外面在下雨", "结果停电了", "，但是他还没回来"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, vs := range verbs {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range vs {
					cmd := "把" + name + v + "了"
					for i, w := range wishes {
						s.noCommandSaid(w + cmd + reasons[i%len(reasons)])
						s.noCommandSaid(w + v + name + reasons[(i+1)%len(reasons)])
					}
					s.noCommandSaid("要不是孩子在睡觉我就" + cmd)
					s.noCommandSaid("要不是下雨，我早" + cmd)
					s.same("我想"+cmd, cmd)
				}
			}
		}
	}
	for _, plain := range []string{"把灯都关了但是厨房的开着", "关掉所有灯，但是留着卧室灯"} {
		s.same("我想"+plain, plain)
	}
	s.same("我要"+strings.TrimPrefix("把客厅灯关了", ""), "把客厅灯关了")
	s.nothing("我想关灯但是先别关")
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
