package zh

import (
	"strings"
	"testing"
)

// TestDemonstrativesPointAtNoName: every demonstrative of the pack, alone
// or with a measure word of the pack, before a name says what the name
// says alone ("那灯关一下" is 灯关一下, never 落地灯); the words of places
// they begin (那边, 这里) are no demonstratives.
func TestDemonstrativesPointAtNoName(t *testing.T) {
	ms := []string{""}
	for m := range countMeasures {
		if m != "个" && m != "把" && m != "盏" { // 那个, 这盏: references; 把: the object marker
			ms = append(ms, m)
		}
	}
	n := 0
	for _, d := range demonstratives {
		for _, m := range ms {
			for _, tpl := range []string{"%s客厅灯关一下", "把%s空调打开", "%s电视机关了吧", "%s灯开一下"} {
				said := strings.Replace(tpl, "%s", string(d)+m, 1)
				if tpl == "%s灯开一下" && isClassWord(m+"灯") {
					continue // 那台灯: that desk lamp
				}
				if got, want := phrasesOf(t, said), phrasesOf(t, strings.Replace(tpl, "%s", "", 1)); got != want {
					t.Errorf("%q\n got %s\nwant %s", said, got, want)
				}
				n++
			}
		}
	}
	if got := phrasesOf(t, "那台灯关了"); !strings.Contains(got, "台灯") {
		t.Errorf("那台灯关了: %s, want the desk lamp", got)
	}
	if n < 50 {
		t.Errorf("%d wordings, want at least 50", n)
	}
}
