package zh

import (
	"strings"
	"testing"
)

// TestBothSaid: 俩 said before 都 or 全 with no name ("俩都关了", "这俩都
// 关", "那俩全打开吧"), and this, that or it said before a count of all
// ("这两个都关", "它俩都关上", "那三盏全开"), are the count said alone (两个都
// 关): 俩 was a name not found, and 这两个都关 asked which of the two just
// switched. A name that holds 俩 stays whole.
func TestBothSaid(t *testing.T) {
	verbs := []string{"关", "关了", "关掉", "打开", "开", "关上吧", "拉上", "打开吧"}
	alls := []string{"都", "全", "全部"}
	n := 0
	for _, w := range bothWords {
		for _, all := range alls {
			for _, v := range verbs {
				for _, before := range []string{"", "嗯", "那"} {
					said, want := before+w+all+v, before+"两个"+all+v
					if w != bothWords[0] && before == "那" {
						continue
					}
					if got, wantP := phrasesOf(t, said), phrasesOf(t, want); got != wantP {
						t.Errorf("%q\n got %s\nwant %s (%q)", said, got, wantP, want)
					}
					n++
				}
			}
		}
	}
	for _, p := range pointedBefore {
		for _, count := range []string{"两个", "两盏", "三个", "俩"} {
			for _, v := range verbs {
				said, want := p+count+"都"+v, "两个都"+v
				if count == "三个" {
					want = "三个都" + v
				}
				if got, wantP := phrasesOf(t, said), phrasesOf(t, want); got != wantP {
					t.Errorf("%q\n got %s\nwant %s (%q)", said, got, wantP, want)
				}
				n++
			}
		}
	}
	if n < 150 {
		t.Errorf("%d wordings, want at least 150", n)
	}
	if got := phrasesOf(t, "打开哥俩灯"); !strings.Contains(got, "哥俩灯") {
		t.Errorf("哥俩灯 lost its name: %s", got)
	}
}
