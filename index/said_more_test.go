package index

import (
	"context"
	"testing"

	"edge/ir"
)

// TestSaidMoreThanName: a name with one of its own characters said again
// after it ("烤箱烤", "烧水壶烧", a verb of the thing said after its name:
// 烤箱烤一下, 烧水壶烧水) is not the name: it was taken as the name, and a
// follow-up after "关一下客厅主灯" switched the oven off. It is asked
// about, never acted on; the name alone, or said twice (台灯台灯), is
// still found. (A name that
// opens with its room's word, 车库门车, is read as the place and the
// rest, and is left as it is.)
func TestSaidMoreThanName(t *testing.T) {
	x := demo(t)
	names := map[string]string{"烤箱": "switch.oven", "烧水壶": "switch.kettle", "电水壶": "switch.kettle", "床头灯": "light.bedside",
		"橱柜灯": "light.kitchen_cabinet", "割草机": "mower.lawn", "落地灯": "switch.reading_lamp", "排气扇": "fan.bathroom",
		"洒水器": "valve.garden", "燃气阀门": "valve.gas", "扫地机器人": "vacuum.robot", "煤气阀门": "valve.gas"}
	ctx := context.Background()
	n := 0
	for name, id := range names {
		for _, said := range []string{name, name + name} {
			if got := show(x.Resolve(ctx, ir.Target{Name: said}, func(*Entity) bool { return true }, Context{})); got != id {
				t.Errorf("Resolve(%q) = %s, want %s", said, got, id)
			}
		}
		for _, c := range name {
			said := name + string(c)
			r := x.Resolve(ctx, ir.Target{Name: said}, func(*Entity) bool { return true }, Context{})
			if len(r.Entities) > 0 {
				t.Errorf("Resolve(%q) = %s, want it asked or not found", said, show(r))
			}
			n++
		}
	}
	if n < 30 {
		t.Errorf("%d wordings, want at least 30", n)
	}
}
