package zh

import (
	"strings"
	"testing"
)

// TestAlsoNextCommand: a second command after 另外 or 还有, with a pause
// before or after it or none ("打开台灯另外把电视关了", "把电视关了，另外客厅
// 空调也关了", "关掉客厅主灯，还有把电视也关了"), says what it says after 顺便:
// two commands, for each first command, join and way the second is begun.
func TestAlsoNextCommand(t *testing.T) {
	firsts := []string{"打开台灯", "把电视关了", "关掉客厅主灯", "卧室空调开一下"}
	joins := []string{"%s", "，%s", "，%s，"}
	seconds := []string{"把电视关了", "客厅空调也关了", "把床头灯也打开", "关掉厨房灯", "再把窗帘拉上"}
	n := 0
	for _, w := range []string{otherOne, alsoListing} {
		for _, a := range firsts {
			for _, j := range joins {
				for _, b := range seconds {
					said := a + strings.Replace(j, "%s", w, 1) + b
					ref := a + strings.Replace(j, "%s", "顺便", 1) + b
					got, want := phrasesOf(t, said), phrasesOf(t, ref)
					if strings.ReplaceAll(got, w, "顺便") != want || !strings.Contains(want, "|") {
						t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, ref)
					}
					n++
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
}

// TestAlsoNextNoCommand: 另外 before what is no command of its own ("the
// other one": 把另外一盏灯关了, 另外那个灯也关了, said first or not) names
// nothing the home has; 还有 before a question still asks. Said first
// before a command (另外把电视关了) it is "also" (turn.TestChineseAlsoFirstOrHeardAfter).
func TestAlsoNextNoCommand(t *testing.T) {
	for _, said := range []string{"把另外一盏灯关了", "另外那个灯也关了", "另外两个灯关了", "另外的灯关了", "打开台灯，另外一个也打开", "把另外的灯关了"} {
		cs, err := (pack{}).Parse(said)
		if err == nil && !strings.Contains(fmtClauses(cs), otherOne) {
			t.Errorf("%q reads as %s", said, fmtClauses(cs))
		}
	}
	if got := phrasesOf(t, "关掉电视，还有空调开着吗"); !strings.Contains(got, "Quest(") {
		t.Errorf("还有 before a question: %s", got)
	}
}
