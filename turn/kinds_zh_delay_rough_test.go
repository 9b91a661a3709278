package turn_test

import (
	"fmt"
	"testing"
)

// TestChineseDelaySaidRoughly says a delay with a word of roughness before
// it (大概, 大约, 差不多) or after 过 (过个十分钟) with every command: it waits
// as said without the word ("十分钟后关电视", "过十分钟关电视"). 差不多十分钟后关电视
// and 过个十分钟关电视 were not understood.
func TestChineseDelaySaidRoughly(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	for _, d := range []string{"十分钟", "半小时", "两个小时", "五分钟", "一刻钟"} {
		for _, c := range []string{"关电视", "把客厅主灯打开", "打开书房台灯"} {
			for plain, rough := range map[string][]string{
				d + "后" + c:  {"大概" + d + "后" + c, "差不多" + d + "后" + c, "大约" + d + "后" + c},
				"过" + d + c:  {"过个" + d + c, "大概过" + d + c, "差不多过" + d + c},
				d + "以后" + c: {"差不多" + d + "以后" + c, "大概" + d + "以后" + c},
			} {
				n++
				want := saidInTurn(e, fmt.Sprintf("plain %d", n), plain)
				if want.Outcome != "scheduled" {
					t.Fatalf("%q: %s, want it scheduled", plain, summary(want))
				}
				for _, said := range rough {
					n++
					if got := saidInTurn(e, fmt.Sprintf("rough %d", n), said); summary(got) != summary(want) || got.Say != want.Say {
						t.Errorf("%q: %s %q, want %s %q as %q", said, summary(got), got.Say, summary(want), want.Say, plain)
					}
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d utterances, want at least 150", n)
	}
}
