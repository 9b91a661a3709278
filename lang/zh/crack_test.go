package zh

import (
	"strings"
	"testing"
)

// TestCrackSaid: a cover opened a crack (every cover word, verb of
// opening, way of saying a crack and frame) says what opening it 一点 says;
// a crack said of nothing opened is none.
func TestCrackSaid(t *testing.T) {
	n := 0
	for _, cover := range []string{"窗帘", "卧室窗帘", "百叶窗", "窗户"} {
		for _, verb := range []string{"开", "打开", "拉开"} {
			for _, crack := range []string{"一条缝", "一道缝", "条缝", "一点缝", "个缝"} {
				for _, f := range []string{"%c%v%k", "把%c%v%k", "帮我把%c%v%k吧", "%c%v%k，谢谢"} {
					said := strings.NewReplacer("%c", cover, "%v", verb, "%k", crack).Replace(f)
					like := strings.NewReplacer("%c", cover, "%v", verb, "%k", "一点").Replace(f)
					n++
					if got, want := phrasesOf(t, said), phrasesOf(t, like); got != want {
						t.Errorf("%q\n got %s\nwant %s", said, got, want)
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d wordings, want at least 200", n)
	}
	for _, text := range []string{"门缝", "窗帘缝里有灰", "缝一下衣服"} {
		cs, _ := pack{}.Parse(text)
		for _, c := range cs {
			if c, _ = (pack{}).Reinterpret(c); strings.Contains(phrases(c), "Value") {
				t.Errorf("%q: %s, want no step", text, phrases(c))
			}
		}
	}
}
