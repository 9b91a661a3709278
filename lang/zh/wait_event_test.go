package zh

import (
	"slices"
	"strings"
	"testing"

	"edge/lang"
)

// TestSituationThenWaits: every situation of the pack said before 再 or 就
// ("天黑了再开花园灯", "我回来了就开空调") is a situation to wait for: not
// understood, never the command done now with the situation dropped.
// Said without 再 or 就 it is a remark, and the command is read ("天黑了开花园灯").
func TestSituationThenWaits(t *testing.T) {
	n := 0
	for _, s := range strings.Fields(situations) {
		for _, then := range []string{thenLater, thenSaid} {
			for _, tpl := range []string{"%s" + then + "开花园灯", "%s" + then + "把电视关了", "小爱同学 %s" + then + "打开客厅空调吧"} {
				text := strings.Replace(tpl, "%s", s, 1)
				n++
				if cs, err := (pack{}).Parse(text); err == nil {
					t.Errorf("Parse(%q) = %v, want an error", text, cs)
				}
				plain := strings.Replace(text, then, "", 1)
				if _, err := (pack{}).Parse(plain); err != nil {
					t.Errorf("Parse(%q): %v", plain, err)
				}
			}
		}
	}
	if n < 120 {
		t.Errorf("%d wordings, want at least 120", n)
	}
}

// TestDoneThenWaits: a thing said to have been done, with no 如果 and no 把,
// before 就 and a command ("前门开了就开门厅灯", "电视关了就把窗帘拉上") is
// an event to wait for: not understood, where it did both. The same with
// the verb said first or after 把 is two commands in turn ("关了电视就锁门",
// "把电视关了就开门厅灯"), and with a state a condition read now
// ("电视开着就关窗帘").
func TestDoneThenWaits(t *testing.T) {
	names := []string{"前门", "电视", "客厅主灯", "车库门", "卧室的空调", "厨房灯"}
	dones := []string{"开了", "关了", "打开了", "关掉了", "锁了", "关上了"}
	thens := []string{"开门厅灯", "把客厅窗帘拉上", "关书房台灯吧"}
	n := 0
	for i, name := range names {
		for j, d := range dones {
			then := thens[(i+j)%len(thens)]
			for _, open := range []string{"", "小爱同学 ", "嗯 "} {
				text := open + name + d + thenSaid + then
				n++
				if cs, err := (pack{}).Parse(text); err == nil {
					t.Errorf("Parse(%q) = %v, want an error", text, cs)
				}
			}
			for _, text := range []string{"把" + name + d + thenSaid + then, strings.TrimSuffix(d, done) + "了" + name + thenSaid + then} {
				if _, err := (pack{}).Parse(text); err != nil {
					t.Errorf("Parse(%q): %v", text, err)
				}
			}
		}
		text := name + "开着" + thenSaid + "关客厅窗帘"
		if cs, err := (pack{}).Parse(text); err != nil || len(cs) == 0 || !slices.ContainsFunc(cs[0], func(p lang.Phrase) bool { return p.Kind == lang.Cond }) {
			t.Errorf("Parse(%q) = %v, %v: want a condition", text, cs, err)
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
}
