package zh

import (
	"slices"
	"testing"

	"edge/lang"
)

// TestSeenLater says commands with 再说 after their verb ("把卧室灯关了再说",
// "空调开了再说吧", "先把窗帘拉上再说"): the same reading as the command said
// without it; so are 再想想 and 再商量. Before, 说 was read as a name (heard
// as 锁), and a question about the front door asked. 再说 after no verb stays: no command.
func TestSeenLater(t *testing.T) {
	commands := []string{"把卧室灯关了", "空调开了", "先把窗帘拉上", "电视关一下", "把客厅的灯打开", "风扇关掉", "先关灯", "把热水器开了", "门锁上"}
	tails := []string{"再说", "再说吧", "再说啊", "再说。", "再想想", "再商量吧"}
	n := 0
	for _, c := range commands {
		alone := phrasesOf(t, c)
		for _, tail := range tails {
			n++
			if got := phrasesOf(t, c+tail); got != alone {
				t.Errorf("%q = %s, want %s as %q", c+tail, got, alone, c)
			}
		}
	}
	if n < 54 {
		t.Errorf("%d wordings, want at least 54", n)
	}
	for _, said := range []string{"明天再说", "再说吧", "以后再说", "再说一遍"} {
		cs, _ := pack{}.Parse(said)
		for _, c := range cs {
			if slices.ContainsFunc(c, func(p lang.Phrase) bool { return p.Kind == lang.Verb }) {
				t.Errorf("Parse(%q) = %v, want no command", said, cs)
			}
		}
	}
}
