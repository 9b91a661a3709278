package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestChinesePlaceAsWhere says a room or a floor with 在 before it, and
// nothing named there, before a verb that switches (在客厅开一下, 在厨房关一下,
// 在卧室里开开, 请在楼上关一下): the same as the place said alone (客厅开一下):
// its lights. 在客厅开一下 switched on the living room's air conditioner,
// curtain, fan and tv with its light, and 在厨房关一下 asked to switch off the
// kettle and the oven, as the release's 厨房关一下 did. Said with 都, it is
// everything there, as 客厅都关了 is. 车库 alone may be the garage door (车库关
// 掉 asks which); with 在 it is where, and the garage's light.
func TestChinesePlaceAsWhere(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	places := []string{"客厅", "厨房", "餐厅", "门厅", "花园", "书房", "卧室", "儿童房", "卫生间", "楼梯", "楼上", "楼下"}
	verbs := []string{"开一下", "关一下", "开开", "关了吧", "关掉", "打开", "都关了"}
	forms := []string{"在%s%s", "在%s里%s", "请在%s%s", "帮我在%s%s"}
	n := 0
	for _, place := range places {
		for _, verb := range verbs {
			n++
			alone := summary(saidInTurn(e, fmt.Sprintf("alone %d", n), place+verb))
			for _, f := range forms {
				n++
				said := fmt.Sprintf(f, place, verb)
				r := saidInTurn(e, fmt.Sprintf("where %d", n), said)
				if got := summary(r); got != alone {
					t.Errorf("%q: %s, want %s as %q", said, got, alone, place+verb)
				}
				if r.Outcome == "planned" && !strings.Contains(verb, "都") {
					for _, a := range r.Actions {
						if !strings.HasPrefix(a.Device, "light.") {
							t.Errorf("%q: %s, want the lights alone", said, summary(r))
							break
						}
					}
				}
			}
		}
	}
	for _, verb := range verbs[:len(verbs)-1] {
		want := "planned: light.garage off planned"
		if strings.HasPrefix(verb, "开") || strings.HasPrefix(verb, "打开") {
			want = "planned: light.garage on planned"
		}
		for _, f := range forms {
			n++
			said := fmt.Sprintf(f, "车库", verb)
			if got := summary(saidInTurn(e, fmt.Sprintf("where %d", n), said)); got != want {
				t.Errorf("%q: %s, want %s", said, got, want)
			}
		}
	}
	if n < 400 {
		t.Errorf("%d utterances, want at least 400", n)
	}
}
