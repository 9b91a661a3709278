package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseAWhileAfterTwo says 下 for 一下 right after a verb of two
// characters ("打开下电视", "关掉下台灯", "把电视打开下", "帮我拉开下客厅窗帘"), to
// every device of the demo home by each of its Chinese names: the command
// is done as said without 下. 下 was read into the name (找不到“下电视”)
// or asked about (您是说电视吗？). 下面 is where, never 一下: "打开下面的灯"
// does nothing.
func TestChineseAWhileAfterTwo(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "awhiletwo")
	verbs := map[string][]string{"onoff": {"打开", "关掉", "关闭", "开启"}, "position": {"打开", "拉开", "关上", "拉上"},
		"lock": {"锁上"}, "valve": {"打开", "关掉", "关上"}, "media": {"暂停"}}
	forms := []string{"%v下%n", "把%n%v下", "%n%v下吧", "帮我%v下%n", "麻烦%v下%n呗"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, vs := range verbs {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range vs {
					for _, f := range forms {
						said := strings.NewReplacer("%n", name, "%v", v).Replace(f)
						s.same(said, strings.NewReplacer("%n", name, "%v", v, "下", "").Replace(f))
					}
				}
			}
		}
	}
	if s.n < 500 {
		t.Fatalf("%d utterances, want at least 500", s.n)
	}
	s.nothing("打开下面的灯", "关掉下面的灯", "开下面的灯", "打开下边的", "关闭下方的灯")
}
