package zh

import (
	"strings"
	"testing"
)

// TestAskedBeforeAListOrAnException: every yes/no question word of the
// pack said before a list or a paused exception ("是不是除了主卧，其他房间的灯
// 都关掉了", "有没有把书房的吸顶灯和台灯都打开") asks every clause that has a
// verb: none is done.
func TestAskedBeforeAListOrAnException(t *testing.T) {
	n := 0
	for w, m := range questMeaning {
		if m != questMeaning[questionMark] && m != questMeaning["有没有"] || !strongQuest[w] || w == notQuest || w == notSaid || w == questionMark {
			continue
		}
		for _, tpl := range []string{"%s除了主卧，其他房间的灯都关掉了", "%s除了次卧，所有窗帘都打开", "%s把书房的吸顶灯和台灯都打开了",
			"%s把电视跟客厅空调都关了", "%s除了儿童房空调，其他空调都调到二十六度"} {
			said := strings.Replace(tpl, "%s", w, 1)
			got := phrasesOf(t, said)
			for _, c := range strings.Split(got, " | ") {
				if strings.Contains(c, "Verb(") && !strings.Contains(c, "Quest("+w+")") {
					t.Errorf("%q: got %s, want %s in every clause with a verb", said, got, w)
				}
			}
			n++
		}
	}
	if n < 10 {
		t.Errorf("%d wordings, want at least 10", n)
	}
}
