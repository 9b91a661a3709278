package zh

import (
	"edge/grammar"
	"strings"
	"testing"
)

// TestStateThenIsACondition: every state and every wish of the pack, and
// a verb not done (没锁), said before 就 and a command with no 如果 ("门厅有
// 人就开灯", "电视开着就关了吧", "湿度太低就开加湿器"), is the condition 如果
// says: never a command that drops it.
func TestStateThenIsACondition(t *testing.T) {
	var said []string
	for w := range states {
		if strings.Contains(categories[grammar.State], w) {
			said = append(said, "门厅"+w+"就开门厅灯", "电视"+w+"就关了吧", "车库门"+w+"了就帮我关上")
		}
	}
	for w := range wishes {
		said = append(said, "客厅"+w+"就开客厅空调", "卧室"+w+"了就把窗帘拉上")
	}
	for v := range notStates {
		said = append(said, "前门没"+v+"就锁上", "厨房灯没"+v+"就关掉吧")
	}
	for _, s := range said {
		if _, err := (pack{}).Parse(unsaidIf + s); err != nil {
			if cs, err := (pack{}).Parse(s); err == nil {
				t.Errorf("%q parses as %v; with %s it is not understood", s, cs, unsaidIf)
			}
			continue
		}
		if got, want := phrasesOf(t, s), phrasesOf(t, unsaidIf+s); got != want {
			t.Errorf("%q\n got %s\nwant %s", s, got, want)
		}
	}
	if len(said) < 80 {
		t.Errorf("%d wordings, want at least 80", len(said))
	}
}
