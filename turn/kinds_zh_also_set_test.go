package turn_test

import (
	"strings"
	"testing"
)

// TestChineseAlsoSet says a thing named with 也是, 也一样 or 也这样 after a
// command that sets, changes or switches ("卧室灯调到五十，台灯也是", "客厅空调调到
// 二十四度，卧室的也是", "打开客厅空调，卧室的也一样") is that command on the
// thing, its value with it, as saying it again does; a place said alone is
// its thing of the class named before, where the lamp was asked on or off,
// the bedroom's AC was not understood and the bedroom's lights were switched
// on. After a command refused or a question nothing is done.
func TestChineseAlsoSet(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "also set")
	type thing struct{ a, b, other string }
	lights := []thing{{"卧室灯", "台灯", "台灯"}, {"厨房灯", "餐灯", "餐灯"}, {"客厅主灯", "厨房灯", "厨房灯"}, {"床头灯", "卧室吊灯", "卧室吊灯"}}
	acs := []thing{{"客厅空调", "卧室的", "卧室空调"}, {"卧室空调", "客厅", "客厅空调"}, {"客厅空调", "卧室空调", "卧室空调"}}
	covers := []thing{{"客厅窗帘", "卧室的", "卧室百叶窗"}, {"卧室百叶窗", "客厅窗帘", "客厅窗帘"}}
	kinds := []struct {
		things []thing
		deeds  []string
	}{
		{lights, []string{"%s调到五十", "把%s调到百分之三十", "%s亮度调到八十", "%s调暗一点", "把%s调亮点"}},
		{acs, []string{"%s调到二十四度", "把%s温度调到二十六度", "%s调高两度", "%s调成制冷模式", "打开%s", "把%s关了"}},
		{covers, []string{"%s开到一半", "把%s关到三成"}},
	}
	alikes := []string{"也是", "也一样", "也这样", "也是一样的"}
	for _, k := range kinds {
		for _, th := range k.things {
			for _, d := range k.deeds {
				first := strings.Replace(d, "%s", th.a, 1)
				plain := first + "，" + strings.Replace(strings.TrimPrefix(d, "把"), "%s", "把"+th.other, 1)
				if !strings.Contains(d, "把") && !strings.HasPrefix(d, "%s") {
					plain = first + "，" + strings.Replace(d, "%s", th.other, 1)
				}
				for _, al := range alikes {
					s.same(first+"，"+th.b+al, plain)
				}
			}
		}
	}
	for _, th := range lights {
		for _, neg := range []string{"别把%s调到五十", "不要打开%s", "%s别调到三十", "不要关%s"} {
			s.nothing(strings.Replace(neg, "%s", th.a, 1) + "，" + th.b + "也是")
		}
		for _, q := range []string{"%s调到五十了吗", "%s是开着的吗", "%s亮度是五十吗", "%s能调到五十吗"} {
			s.nothing(strings.Replace(q, "%s", th.a, 1) + "，" + th.b + "也是")
		}
	}
	s.nothing("客厅空调是二十四度，卧室的也是", "客厅空调是不是二十四度，卧室的也一样")
	if s.n < 200 {
		t.Errorf("%d utterances, want at least 200", s.n)
	}
}
