package turn_test

import (
	"fmt"
	"testing"
)

// TestChineseUntilATime says in Chinese a command to hold until a time of
// day ("电视开到十一点", "把台灯一直开到晚上十点", "厨房灯开到十点半再关"), at
// 20:00: it does what the same said to last the minutes till then does
// ("把电视打开180分钟"), now and undone then, as the English "until 11"
// does; it was not understood. An hour said alone is the sooner of its two
// halves of the day; a verb that switches off holds off (关到六点). A day
// (开到明天早上), 一点 alone (also "a bit") and a second command after the
// time tell no time to hold until: nothing is done; a value (开到二十六度)
// is still set.
func TestChineseUntilATime(t *testing.T) {
	generatedKinds(t)
	u := newUntilAt(t)
	names := []string{"厨房灯", "门厅灯", "台灯", "排气扇", "电视", "客厅风扇", "车库灯", "餐灯", "儿童房灯"}
	on := []string{"%s开到%s", "把%s开到%s", "%s一直开到%s", "%s开到%s再关", "%s开着到%s", "把%s一直开到%s吧", "%s开到%s然后关掉",
		"%s开到%s为止", "%s开着直到%s"}
	off := []string{"%s关到%s", "把%s关到%s", "%s关到%s再开"}
	times := map[string]int{"十一点": 180, "晚上十一点": 180, "九点半": 90, "晚上十点": 120, "十二点": 240, "十一点一刻": 195,
		"10点": 120, "凌晨一点": 300}
	for _, name := range names {
		for _, forms := range []struct {
			fs   []string
			same string
		}{{on, "把%s打开%d分钟"}, {off, "把%s关掉%d分钟"}} {
			for _, f := range forms.fs {
				for until, mins := range times {
					u.asLength(fmt.Sprintf(f, name, until), fmt.Sprintf(forms.same, name, mins))
				}
			}
		}
	}
	u.nothing("电视开到明天早上", "电视开到明天晚上十点", "电视开到一点", "电视开到十一点再开", "电视开到十一点再把灯关了", "定时器开到十一点",
		"电视开到十一点以后")
	if got := summary(u.ask("卧室空调开到二十六度")); got != "planned: climate.bedroom_ac set temperature=26 planned" {
		t.Errorf("卧室空调开到二十六度: %s, want the temperature set", got)
	}
	if u.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", u.n)
	}
}
