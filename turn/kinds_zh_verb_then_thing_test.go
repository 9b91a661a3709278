package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestChineseVerbThenThing says a verb first, alone or again, with its
// particles, then a pause and a thing of the demo home by each of its
// Chinese names ("打开呗，客厅灯", "关了吧，厨房灯", "开一下，卧室空调", "关了
// 关了，电视", "打开打开，台灯"): each does what the thing said first and then
// the verb does ("把客厅灯打开"). The verb alone asked which device, and the
// name was lost. A verb done with nothing that asks for it ("开了，电视")
// is still a deed told, and nothing is done.
func TestChineseVerbThenThing(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "verb then thing")
	ways := map[string][]string{"把%s打开": {"打开呗，", "开一下，", "打开打开，", "帮我开一下，", "开吧，", "打开, ", "给我打开吧，"},
		"把%s关了": {"关了吧，", "关掉，", "关一下吧，", "给我关了，", "关了关了，", "关，", "帮我关掉，"}}
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range chineseNames(d) {
			for plain, said := range ways {
				for _, first := range said {
					s.same(first+name, fmt.Sprintf(plain, name))
					s.same(first+name+"吧", fmt.Sprintf(plain, name))
				}
			}
			s.nothing("开了，"+name, "关了，"+name)
		}
	}
	if s.n < 500 {
		t.Fatalf("%d utterances, want at least 500", s.n)
	}
}
