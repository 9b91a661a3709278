package turn_test

import (
	"strings"
	"testing"
)

// TestChineseApplianceNoFan says an air purifier or a fresh-air system
// (净化器, 新风...), appliances of their own that move air, with every verb
// of switching or changing, in a home whose only fan is a plain one:
// never that fan. In a home with one named so, it is that one
// (TestChineseStopWhatRuns).
func TestChineseApplianceNoFan(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	for _, w := range []string{"净化器", "空气净化器", "新风", "新风机", "新风系统"} {
		for _, f := range []string{"打开%s", "把客厅%s关了", "%s开一下吧", "客厅的%s调到一半", "%s风速调高一点", "把%s开大点"} {
			want[strings.Replace(f, "%s", w, 1)] = func(got string) bool { return !runs(got) }
		}
	}
	askAll(t, eveningEngine(t, "rooms.yaml", roomsHome), want, "an appliance that is no fan")
	if len(want) < 30 {
		t.Errorf("%d wordings, want at least 30", len(want))
	}
}
