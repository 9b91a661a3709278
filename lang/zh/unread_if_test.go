package zh

import (
	"slices"
	"strings"
	"testing"

	"edge/lang"
)

// TestUnreadIfNotUnderstood: a condition edge cannot read said with 的话
// (every wish of the pack, "太热的话开客厅空调"; a feeling, "冷的话"; someone
// with no place, "有人的话") before a command is not understood, or kept
// for compile to refuse: never the command with its condition dropped. A
// condition it reads (a threshold, a device's state, someone in a place)
// still parses.
func TestUnreadIfNotUnderstood(t *testing.T) {
	said := []string{"热", "冷", "暗", "亮", "有人", "没人", "天冷", "天热", "闷", "太干"}
	for w := range wishes {
		said = append(said, w)
	}
	n := 0
	for _, w := range said {
		for _, tpl := range []string{"%s的话开客厅空调", "%s的话把电视关了", "要是%s的话关掉书房台灯", "小爱同学 %s的话打开儿童房取暖器吧"} {
			text := strings.Replace(tpl, "%s", w, 1)
			n++
			if cs, err := (pack{}).Parse(text); err == nil && !holdsCond(cs) {
				t.Errorf("Parse(%q) = %s, want an error or the condition kept", text, phrasesOf(t, text))
			}
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
	for _, text := range []string{"客厅超过26度的话开空调", "门没锁的话就锁上", "家里没人的话关客厅灯", "门厅有人的话开门厅灯", "客厅灯亮着的话就关掉"} {
		if cs, err := (pack{}).Parse(text); err != nil || !holdsCond(cs) {
			t.Errorf("Parse(%q) = %v, %v, want a condition", text, cs, err)
		}
	}
}

// holdsCond reports clauses with a condition.
func holdsCond(cs []lang.Clause) bool {
	return slices.ContainsFunc(cs, func(c lang.Clause) bool {
		return slices.ContainsFunc(c, func(p lang.Phrase) bool { return p.Kind == lang.Cond })
	})
}
