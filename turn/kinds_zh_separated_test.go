package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseSeparatedVerb says to every lock and robot vacuum of the demo
// home, by each of its Chinese names, a verb of a verb and its object said
// apart with 一下, 个 or 一个 between (前门解一下锁, 把前门上个锁, 给大门锁解一下锁吧,
// 扫地机器人充一下电): it does what the verb said whole does (前门解锁, asking its
// yes). The first half was read into the name (找不到“前门解”).
func TestChineseSeparatedVerb(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "separated")
	verbs := map[string][]string{"lock": {"解锁", "上锁"}, "vacuum": {"充电"}}
	forms := []string{"%n%v", "把%n%v", "给%n%v吧", "帮我把%n%v", "%n%v吧"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for capability, vs := range verbs {
			if !slices.Contains(d.Capabilities, capability) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range vs {
					for _, apart := range []string{"一下", "个", "一个"} {
						split := string([]rune(v)[:1]) + apart + string([]rune(v)[1:])
						for _, f := range forms {
							s.same(strings.NewReplacer("%n", name, "%v", split).Replace(f), strings.NewReplacer("%n", name, "%v", v).Replace(f))
						}
					}
				}
			}
		}
	}
	if s.n < 80 {
		t.Errorf("%d wordings, want at least 80", s.n)
	}
	s.nothing("我解一下锁", "解一下题", "上一下课", "我去充个电", "手机充一下电")
}
