package zh

import (
	"strings"
	"testing"
)

// TestPassiveDone: a thing said to have been switched, with 被 and who did
// it or no one (电视被打开了, 空调被人关了, 客厅灯被孩子关掉了), with every verb
// of switching of the pack, is not understood: 电视被 was a name guessed at,
// and a yes switched it. Asked (电视被打开了吗, 灯被关了没有) it is the
// question of its state, as said without 被.
func TestPassiveDone(t *testing.T) {
	bys := append([]string{"", someoneSaid, "我"}, reporters...)
	n := 0
	for v, canon := range verbs {
		if canon != openOn && canon != closeOff || strings.HasSuffix(v, "了") {
			continue
		}
		for _, thing := range []string{"灯", "客厅灯", "空调", "电视", "车库门"} {
			for _, by := range bys {
				said := thing + passiveSaid + by + v + "了"
				if cs, err := (pack{}).Parse(said); err == nil {
					t.Errorf("%q: read as %v", said, cs)
				}
				n++
			}
		}
	}
	saysNothing(t, "passive asked", "被 被人", "电视%s打开了吗", "客厅灯%s关了没有", "空调%s关了吗")
	if n < 500 {
		t.Errorf("%d wordings, want at least 500", n)
	}
}
