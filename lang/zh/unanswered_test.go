package zh

import (
	"strings"
	"testing"
)

// TestUnansweredQuestions: every question word of unanswered, said before,
// inside or after a command's words, or where how it is done is asked
// ("空调怎么开"), leaves the clause not understood:
// never a command, never a name the question word is glued to.
func TestUnansweredQuestions(t *testing.T) {
	n := 0
	for w := range unanswered {
		for _, tpl := range []string{"%s把客厅灯打开了", "电视是%s关的", "客厅空调开了%s了", "%s动了书房台灯", "车库门%s开的", "小爱同学 %s关了厨房灯啊",
			"空调%s开", "%s让扫地机器人回去充电", "卧室窗帘%s拉上呢"} {
			said := strings.Replace(tpl, "%s", w, 1)
			if cs, err := (pack{}).Parse(said); err == nil {
				t.Errorf("%q parses: %v", said, cs)
			}
			n++
		}
	}
	if n < 20 {
		t.Errorf("%d wordings, want at least 20", n)
	}
}

// TestLaterIsNotNow: every word of laterWords said before or inside a
// command, and 等 before what it waits for at the start, leaves it not
// understood: a command for later is never done now. 等 said where 灯 was
// meant, with its verb, still names.
func TestLaterIsNotNow(t *testing.T) {
	starts := []string{"%s开厨房灯", "%s把电视关了", "小爱同学 %s再关掉客厅空调"}
	n := 0
	notUnderstood := func(tpls []string, words ...string) {
		for _, w := range words {
			for _, tpl := range tpls {
				said := strings.Replace(tpl, "%s", w, 1)
				if cs, err := (pack{}).Parse(said); err == nil {
					t.Errorf("%q parses: %v", said, cs)
				}
				n++
			}
		}
	}
	notUnderstood(append(starts, "电视%s关掉吧"), append(strings.Fields(laterWords), "一会儿")...)
	notUnderstood(starts, waitSaid+"天黑了", waitSaid+"我们睡了") // 等 alone inside may be 灯 misheard
	if n < 60 {
		t.Errorf("%d wordings, want at least 60", n)
	}
	for _, said := range []string{"等打开", "客厅的等打开", "把卧室的等关了", "等关了吧"} {
		if _, err := (pack{}).Parse(said); err != nil {
			t.Errorf("%q: %v", said, err)
		}
	}
}
