package zh

import (
	"strings"
	"testing"
)

// TestRequestToTheOneAddressed: every request word said with 你 (你能,
// 你可以, 你可不可以 …) opening a command, with or without 吗 after it
// ("你能把窗帘拉开吗", "你可不可以开一下客厅空调"), asks for the command as
// said alone: 你能 was read as a name, and nothing was understood. A
// negation after it ("你能不能别开灯") stays the negation.
func TestRequestToTheOneAddressed(t *testing.T) {
	n := 0
	commands := []string{"把窗帘拉开", "开一下客厅灯", "把客厅空调关了", "帮我把电视声音调小一点", "打开车库门", "别开灯", "不要关卧室空调"}
	for _, w := range strings.Fields(youRequests) {
		for _, cmd := range commands {
			for _, end := range []string{"", "吗", "好吗", "呀"} {
				said := w + cmd + end
				plain := cmd + strings.TrimPrefix(end, questionMark)
				if got, want := phrasesOf(t, said), phrasesOf(t, plain); got != want {
					t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, plain)
				}
				n++
			}
		}
	}
	if n < 150 {
		t.Errorf("%d wordings, want at least 150", n)
	}
}
