package turn_test

import (
	"fmt"
	"testing"
)

// TestChineseDelaySaidRoughly says a delay with a word of roughness before
// it (大概, 大约, 差不多), after it (十分钟左右后) or after 过 (过个十分钟) with
// every command: it waits as said without the word ("十分钟后关电视", "过十分钟
// 关电视"); so does a time of day with 左右 or 上下 after it (十一点左右关电视), and
// a length lasts (风扇开十分钟左右). 差不多十分钟后关电视, 过个十分钟关电视 and
// 十一点左右关电视 were not understood.
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
	for _, clock := range []string{"十一点", "晚上十一点", "十一点半", "明天早上七点"} {
		for _, c := range []string{"关电视", "把客厅主灯打开"} {
			n++
			want := saidInTurn(e, fmt.Sprintf("plain %d", n), clock+c)
			for _, said := range []string{clock + "左右" + c, clock + "上下" + c, "大概" + clock + c} {
				n++
				if got := saidInTurn(e, fmt.Sprintf("rough %d", n), said); want.Outcome != "scheduled" || summary(got) != summary(want) || got.Say != want.Say {
					t.Errorf("%q: %s %q, want %s %q", said, summary(got), got.Say, summary(want), want.Say)
				}
			}
		}
	}
	for _, said := range []string{"客厅风扇开十分钟左右", "客厅空调开两个小时左右"} {
		n++
		if got := saidInTurn(e, fmt.Sprintf("rough %d", n), said); got.Outcome != "planned" || len(got.Actions) != 2 {
			t.Errorf("%q: %s, want it done and undone after the length", said, summary(got))
		}
	}
	if n < 190 {
		t.Errorf("%d utterances, want at least 190", n)
	}
}
