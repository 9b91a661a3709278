package zh

import (
	"strings"
	"testing"
)

// TestRequestAfterTheName: every request word of the pack said after the
// name that opens a command, with 吗 after it ("厨房灯可以帮我关掉吗"),
// asks for the command, as said before the name: never a question of
// the device's state.
func TestRequestAfterTheName(t *testing.T) {
	n := 0
	for w := range requests {
		for _, v := range []string{"关掉", "打开", "开一下", "调亮一点"} {
			for _, tpl := range []string{"厨房灯%s帮我%s吗", "客厅空调%s%s吗", "把书房台灯%s%s吗"} {
				said := strings.Replace(strings.Replace(tpl, "%s", w, 1), "%s", v, 1)
				plain := strings.Replace(strings.Replace(tpl, "%s", "", 1), "%s", v, 1)
				plain = strings.TrimSuffix(plain, questionMark)
				if got, want := phrasesOf(t, said), phrasesOf(t, plain); got != want {
					t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, plain)
				}
				n++
			}
		}
	}
	if n < 40 {
		t.Errorf("%d wordings, want at least 40", n)
	}
}
