package zh

import (
	"strings"
	"testing"
)

// TestAlsoLists: 还有 or 以及 between two names of kinds of things in a
// command ("卧室吊灯还有床头灯都关掉", "打开电视还有空调") is read as 和 is:
// the two names as one or the second alone were read. 还有 before what
// is no kind of thing, or with no verb, is no list ("客厅还有人吗").
func TestAlsoLists(t *testing.T) {
	pairs := [][2]string{{"客厅主灯", "厨房灯"}, {"卧室吊灯", "床头灯"}, {"电视", "空调"}, {"书房台灯", "音箱"},
		{"车库门", "车库灯"}, {"客厅窗帘", "卧室百叶窗"}, {"餐厅吊灯", "风扇"}}
	forms := []string{"%a%j%b都关掉", "关掉%a%j%b", "把%a%j%b打开", "小爱同学 %a%j%b关一下吧"}
	n := 0
	for _, p := range pairs {
		for _, f := range forms {
			said := strings.NewReplacer("%a", p[0], "%b", p[1])
			and := strings.Replace(said.Replace(f), "%j", "和", 1)
			for _, j := range []string{alsoListing, "以及"} {
				text := strings.Replace(said.Replace(f), "%j", j, 1)
				if got, want := phrasesOf(t, text), phrasesOf(t, and); got != want {
					t.Errorf("%q\n got %s\nwant %s (%q)", text, got, want, and)
				}
				n++
			}
		}
	}
	for _, text := range []string{"客厅还有人吗", "扫地机还有多少电", "电视还有声音吗", "客厅主灯还有开着吗", "扫地机器人还有电吗"} {
		if got := phrasesOf(t, text); strings.Contains(got, "|") {
			t.Errorf("%q → %s, want one clause", text, got)
		}
		n++
	}
	if n < 50 {
		t.Errorf("%d wordings, want at least 50", n)
	}
}
