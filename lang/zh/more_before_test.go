package zh

import (
	"strings"
	"testing"
)

// TestMoreBeforeAState says 更 between a name and a state or a change, in
// questions of which and comparisons and in commands ("卧室和客厅哪个更热",
// "客厅比卧室更冷吗", "客厅灯更亮一点"): the reading without 更, never 更 read
// into the name ("客厅更" not found); 哪个房间更热 reads as 哪个更热.
func TestMoreBeforeAState(t *testing.T) {
	n := 0
	names := []string{"客厅", "卧室", "书房", "客厅灯", "床头灯", "电视", "客厅空调"}
	states := []string{"热", "冷", "亮一点", "暗一点", "亮些", "大声点"}
	forms := []string{"卧室和%s哪个%s", "%s比卧室%s吗", "%s%s", "把%s调得%s"}
	for _, name := range names {
		for _, state := range states {
			for _, f := range forms {
				plain := strings.Replace(strings.Replace(f, "%s", name, 1), "%s", state, 1)
				said := strings.Replace(strings.Replace(f, "%s", name, 1), "%s", moreSo+state, 1)
				if got, want := phrasesOf(t, said), phrasesOf(t, plain); got != want {
					t.Errorf("%q = %s, want %s as %q", said, got, want, plain)
				}
				n++
			}
		}
	}
	if n < 150 {
		t.Errorf("%d wordings, want at least 150", n)
	}
	if got, want := phrasesOf(t, "哪个房间更热"), phrasesOf(t, "哪个更热"); got != want {
		t.Errorf("哪个房间更热 = %s, want %s", got, want)
	}
}
