package zh

import (
	"strings"
	"testing"
)

// TestContrastPause: a word of contrasts said right after a command with
// no pause, and a name not to be done after it ("关掉客厅但是电视别关",
// "熄灭客厅但是主灯别关", "打开书房不过台灯不要开"), reads as with a pause
// ("关掉客厅，但是电视别关"): the command's place and the name ran into one
// name excepted, and the command was of everything else in the home.
func TestContrastPause(t *testing.T) {
	commands := []string{"关掉客厅", "熄灭卧室", "打开书房", "把厨房关了", "关一下儿童房", "帮我关掉卫生间"}
	names := []string{"电视", "主灯", "台灯", "空调", "烤箱", "排气扇"}
	negs := []string{"别关", "不要开", "别动"}
	n := 0
	for i, c := range commands {
		for j, w := range contrastWords {
			for k := range 2 {
				name, neg := names[(i+j+3*k)%len(names)], negs[(i+j+k)%len(negs)]
				text := c + w + name + neg
				paused := c + "，" + w + name + neg
				got, want := phrasesOf(t, text), phrasesOf(t, paused)
				if got != want {
					t.Errorf("%q\n got %s\nwant %s (%q)", text, got, want, paused)
				}
				if strings.Contains(got, c[len(c)-6:]+name) {
					t.Errorf("%q → %s, want the place and %s apart", text, got, name)
				}
				n++
			}
		}
	}
	// said at the start, or with nothing after it, a contrast is a filler
	for _, text := range []string{"但是把灯关了", "不过客厅灯开一下", "关灯吧只是", "只是开个灯"} {
		if got := phrasesOf(t, text); strings.Contains(got, "|") {
			t.Errorf("%q → %s, want one clause", text, got)
		}
		n++
	}
	if n < 60 {
		t.Errorf("%d wordings, want at least 60", n)
	}
}
