package zh

import (
	"strings"
	"testing"

	"edge/ir"
)

// TestDismissals says every word of dismissals, alone, twice, with each
// particle after it and after a wake word or filler: a reply of no with
// nothing put right, and never a command or a question of its own (没 was
// read as asking, 事 heard as 室, 关系 as 关 and a name).
func TestDismissals(t *testing.T) {
	n := 0
	for _, w := range strings.Fields(dismissals) {
		for _, tpl := range []string{"%s", "%s了", "%s吧", "%s哈", "%s啊", "%s呀", "嗯 %s", "小爱同学 %s了", "%s %s"} {
			said := strings.ReplaceAll(tpl, "%s", w)
			n++
			if cs, err := (pack{}).Parse(said); err == nil {
				t.Errorf("%q parses as a command: %v", said, cs)
			}
			if r, err := (pack{}).ParseReply(said); err != nil || r.Kind != ir.No || r.Text != "" {
				t.Errorf("ParseReply(%q) = %+v, %v; want a no", said, r, err)
			}
		}
	}
	if n < 60 {
		t.Errorf("%d wordings, want at least 60", n)
	}
}
