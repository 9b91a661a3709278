package zh

import (
	"strings"
	"testing"
)

// TestSituationThenWaits: every situation of the pack said before 再
// ("天黑了再开花园灯", "我回来了再开空调") is a situation to wait for: not
// understood, never the command done now with the situation dropped.
// Said without 再 it is a remark, and the command is read ("天黑了开花园灯").
func TestSituationThenWaits(t *testing.T) {
	n := 0
	for _, s := range strings.Fields(situations) {
		for _, tpl := range []string{"%s再开花园灯", "%s再把电视关了", "小爱同学 %s再打开客厅空调吧"} {
			text := strings.Replace(tpl, "%s", s, 1)
			n++
			if cs, err := (pack{}).Parse(text); err == nil {
				t.Errorf("Parse(%q) = %v, want an error", text, cs)
			}
			plain := strings.Replace(text, thenLater, "", 1)
			if _, err := (pack{}).Parse(plain); err != nil {
				t.Errorf("Parse(%q): %v", plain, err)
			}
		}
	}
	if n < 60 {
		t.Errorf("%d wordings, want at least 60", n)
	}
}
