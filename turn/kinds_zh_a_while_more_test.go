package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseAWhileMore says 一下子 after a verb ("把台灯关一下子", "开一下子卧室
// 空调", "车库门关一下子吧"), to every device of the demo home that switches,
// opens or locks, by each of its Chinese names: the command is done as
// with 一下. 子 was read into the name (找不到“台灯子”, “子电视”). 一下子
// before a verb, "all at once" ("一下子全关了", "电视一下子就关了"), does
// nothing.
func TestChineseAWhileMore(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "awhilemore")
	forms := []string{"把%n%v一下子", "%n%v一下子吧", "%v一下子%n", "帮我把%n%v一下子", "麻烦%v一下子%n"}
	verbs := map[string][]string{"onoff": {"开", "关"}, "position": {"打开", "关上"}, "lock": {"锁"}, "valve": {"关"}}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, vs := range verbs {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range vs {
					for _, f := range forms {
						said := strings.NewReplacer("%n", name, "%v", v).Replace(f)
						s.same(said, strings.Replace(said, "一下子", "一下", 1))
					}
				}
			}
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
	s.nothing("一下子全关了", "电视一下子就关了", "灯一下子全灭了", "开一下子", "一下子")
}
