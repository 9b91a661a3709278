package zh

import (
	"fmt"
	"testing"
)

// TestPullToAValue says 拉到 and a value after every curtain and blind word
// of the pack ("窗帘拉到一半", "把卧室百叶窗拉到百分之三十"): the reading of
// 调到 in its place, the cover set to the value, where nothing was
// understood ("窗帘拉" looked up as a name).
func TestPullToAValue(t *testing.T) {
	n := 0
	for _, class := range []string{"curtain", "blind"} {
		for _, w := range vocab.Classes[class] {
			for _, value := range []string{"一半", "百分之三十", "五十", "四分之一", "最大"} {
				for _, f := range []string{"把%s%s%s", "%s%s%s吧", "帮我把客厅的%s%s%s"} {
					said := fmt.Sprintf(f, w, "拉到", value)
					set := fmt.Sprintf(f, w, "调到", value)
					if got, want := phrasesOf(t, said), phrasesOf(t, set); got != want {
						t.Errorf("%q = %s, want %s as %q", said, got, want, set)
					}
					n++
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("%d wordings, want at least 80", n)
	}
}
