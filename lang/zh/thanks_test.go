package zh

import (
	"strings"
	"testing"
)

// TestThanksForWhatWasDoneAsks: every word of thanks of the pack said
// right before what was done for the speaker ("谢谢你帮我开灯") says what
// the command asked with 吗 says ("帮我开灯吗"): whether it is done, never
// to do it; before a bare verb ("谢谢关掉客厅灯") it says nothing.
func TestThanksForWhatWasDoneAsks(t *testing.T) {
	cmds := []string{"帮我开灯", "把电视关了", "帮我把客厅灯打开", "给我关了空调", "帮我开了灯", "帮我把窗帘拉上"}
	n := 0
	for _, w := range strings.Fields(thanks) {
		for _, c := range cmds {
			if got, want := phrasesOf(t, w+c), phrasesOf(t, c+questionMark); got != want || want == "" {
				t.Errorf("%q\n got %s\nwant %s", w+c, got, want)
			}
			n++
		}
	}
	saysNothing(t, "thanks", "谢谢 多谢 感谢", "%s关掉客厅灯", "%s打开电视")
	if n < 50 {
		t.Errorf("%d wordings, want at least 50", n)
	}
}
