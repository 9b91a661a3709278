package zh

import (
	"fmt"
	"testing"
)

// TestApplianceNames: every common name of an appliance (applianceNames)
// keys as every other of its names, alone, in a room and with a word
// after it (厨房热水壶, 烧水壶开关): a kettle named 烧水壶 is found said
// 热水壶. Names of other things stay apart.
func TestApplianceNames(t *testing.T) {
	groups := map[string][]string{}
	for i := 0; i+1 < len(applianceNames); i += 2 {
		groups[applianceNames[i+1]] = append(groups[applianceNames[i+1]], applianceNames[i])
	}
	n := 0
	for one, others := range groups {
		for _, other := range others {
			for _, f := range []string{"%s", "厨房%s", "%s开关", "厨房的%s"} {
				a, b := fmt.Sprintf(f, one), fmt.Sprintf(f, other)
				if (pack{}).Key(a) != (pack{}).Key(b) {
					t.Errorf("Key(%q) = %q, Key(%q) = %q: want the same", a, (pack{}).Key(a), b, (pack{}).Key(b))
				}
				n++
			}
		}
	}
	if n < 30 {
		t.Errorf("%d names, want at least 30", n)
	}
	for _, pair := range [][2]string{{"热水壶", "热水器"}, {"冰箱", "油烟机"}, {"电饭煲", "电水壶"}, {"电热水器", "热水器"}} {
		if (pack{}).Key(pair[0]) == (pack{}).Key(pair[1]) {
			t.Errorf("%q and %q key alike", pair[0], pair[1])
		}
	}
}
