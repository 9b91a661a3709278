package index

import (
	"context"
	"testing"

	"edge/ir"
)

// TestClassMisheard: a place and a word after it that only sounds like,
// or is a misspelling of, a class word (关闭厨房等 with 等 heard for 灯,
// 厨房登, "kitchen ligth") is the place and the class word said rightly:
// the device so called where there is one. "厨房等" switched off both
// the kitchen's lights, where "厨房灯" is the one called so; "客厅等"
// asked whether the living room's one light was meant. Each is resolved
// as the words said rightly are, by name when one is called so, never to
// more than that.
func TestClassMisheard(t *testing.T) {
	x := demo(t)
	ctx := context.Background()
	places := []string{"厨房", "客厅", "卧室", "主卧", "书房", "卫生间", "浴室", "车库", "花园", "院子", "楼梯", "门厅", "玄关", "儿童房", "餐厅"}
	heard := []string{"等", "登", "邓", "蹬", "凳"}
	latin := []string{"kitchen", "hall", "garage", "landing", "bathroom", "bedroom", "study", "garden"}
	typed := []string{"ligth", "lihgt", "lgiht"}
	fit := has("onoff")
	n := 0
	check := func(said, right string) {
		t.Helper()
		for _, all := range []bool{false, true} {
			want := x.Resolve(ctx, ir.Target{Name: right, Class: "light", All: all}, fit, Context{})
			got := x.Resolve(ctx, ir.Target{Name: said, All: all}, fit, Context{})
			if len(want.Entities) == 0 && len(want.Options) == 0 {
				t.Fatalf("Resolve(%q) = %s, want devices", right, show(want))
			}
			if show(got) != show(want) {
				t.Errorf("Resolve(%q, all %v) = %s, want %s as %q", said, all, show(got), show(want), right)
			}
			n++
		}
	}
	for _, p := range places {
		for _, h := range heard {
			check(p+h, p+"灯")
		}
	}
	for _, p := range latin {
		for _, w := range typed {
			check(p+" "+w, p+" light")
		}
	}
	for _, said := range []string{"厨房等", "厨房登", "kitchen ligth"} {
		if got := show(x.Resolve(ctx, ir.Target{Name: said}, fit, Context{})); got != "light.kitchen" {
			t.Errorf("Resolve(%q) = %s, want light.kitchen alone", said, got)
		}
	}
	if n < 60 {
		t.Errorf("%d wordings, want at least 60", n)
	}
}
