package turn_test

import (
	"fmt"
	"testing"
)

// TestChineseWarmAndBy: 暖和 said of a room or an air conditioner with a
// number of degrees (卧室暖和十度, 客厅再暖和两度, 卧室空调暖和三度吧) is warmer
// by that many degrees, as 卧室暖两度 is; its 和 was read as "and" and it
// was not understood. Said with 了 (卧室暖和了两度) it does nothing; 和
// between two places or two things is still "and" (客厅和卧室暖和两度,
// 客厅和卧室的空调调到二十五度).
func TestChineseWarmAndBy(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "warm and by")
	places := map[string]string{"卧室": "卧室空调", "客厅": "客厅空调", "卧室空调": "卧室空调", "客厅空调": "客厅空调"}
	amounts := map[string]string{"两度": "2度", "2度": "2度", "一度": "1度", "三度": "3度", "十度": "10度", "五度": "5度"}
	for place, ac := range places {
		for said, by := range amounts {
			plain := fmt.Sprintf("把%s调高%s", ac, by)
			for _, f := range []string{"%s暖和%s", "%s再暖和%s", "%s暖和%s吧", "把%s暖和%s", "帮我%s暖和%s"} {
				s.same(fmt.Sprintf(f, place, said), plain)
			}
			s.nothing(place + "暖和了" + said)
		}
	}
	for said, by := range amounts {
		s.same("客厅和卧室暖和"+said, "把客厅空调和卧室空调调高"+by)
	}
	s.same("客厅和卧室的空调调到二十五度", "把客厅空调和卧室空调调到二十五度")
	s.same("打开客厅和卧室的灯", "打开客厅灯和卧室灯")
	s.same("客厅和卧室暖和一点", "把客厅空调和卧室空调调高1度")
	if s.n < 150 {
		t.Errorf("%d utterances, want at least 150", s.n)
	}
}
