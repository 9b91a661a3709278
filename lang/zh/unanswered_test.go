package zh

import (
	"strings"
	"testing"
)

// TestUnansweredQuestions: every question word of unanswered, said before,
// inside or after a command's words, leaves the clause not understood:
// never a command, never a name the question word is glued to.
func TestUnansweredQuestions(t *testing.T) {
	n := 0
	for w := range unanswered {
		for _, tpl := range []string{"%s把客厅灯打开了", "电视是%s关的", "客厅空调开了%s了", "%s动了书房台灯", "车库门%s开的", "小爱同学 %s关了厨房灯啊"} {
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
