package zh

import (
	"strings"
	"testing"
)

// TestListOfThree: a list of three said before its verb ("客厅主灯和厨房灯和
// 门厅灯都关了", "客厅主灯、厨房灯和门厅灯都关了") gives the first item the
// verb too, as a list of two does: the first was left with no verb and
// nothing was understood. Asked or refused after the last item, every item
// is asked or refused.
func TestListOfThree(t *testing.T) {
	items := [][3]string{{"客厅主灯", "厨房灯", "门厅灯"}, {"电视", "空调", "风扇"}, {"台灯", "床头灯", "吸顶灯"}, {"车库门", "车库灯", "花园灯"}}
	joins := [][2]string{{"和", "和"}, {"、", "和"}, {"、", "、"}, {"跟", "跟"}, {"、", "以及"}}
	ends := map[string]string{"都关了": "Verb(", "都打开吧": "Verb(", "关了吗": "Quest(", "都不要开": "(不要)"}
	n := 0
	for _, it := range items {
		for _, j := range joins {
			for end, want := range ends {
				text := it[0] + j[0] + it[1] + j[1] + it[2] + end
				got := phrasesOf(t, text)
				clauses := strings.Split(got, " | ")
				if len(clauses) != 3 {
					t.Errorf("%q → %s, want three clauses", text, got)
					continue
				}
				for _, c := range clauses {
					if !strings.Contains(c, want) {
						t.Errorf("%q → %s: %q has no %s", text, got, c, want)
					}
				}
				n++
			}
		}
	}
	if n < 60 {
		t.Errorf("%d wordings, want at least 60", n)
	}
}
