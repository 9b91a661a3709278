package zh

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// TestWakeWordsSayNothing: every wake word of the pack, of the speakers
// sold in China and of Siri (嘿Siri, Hey Siri, 小爱小爱, 小布小布), said
// before a command or a question, says nothing: "嘿siri打开台灯" looked
// for a "siri台灯".
func TestWakeWordsSayNothing(t *testing.T) {
	saysNothing(t, "wake word", wakeWords, "%s 把厨房灯打开", "%s打开客厅空调", "%s 主卧湿度多少", "%s 电视关了吧")
	n := 0
	for _, w := range slices.Sorted(maps.Keys(wakeAtStart)) {
		said := []string{w, "嘿" + w, "嘿 " + w}
		if w[0] < 0x80 {
			said = append(said, "Hey "+w, "hey "+strings.ToUpper(w[:1])+w[1:], "嘿"+strings.ToUpper(w))
		}
		for _, s := range said {
			for _, cmd := range []string{"把厨房灯打开", "打开客厅空调吧", "主卧湿度多少", "电视关了吧"} {
				with := s + " " + cmd
				if got, want := phrasesOf(t, with), phrasesOf(t, cmd); got != want {
					t.Errorf("%q\n got %s\nwant %s", with, got, want)
				}
				n++
			}
		}
	}
	if n < 40 {
		t.Errorf("%d wordings, want at least 40", n)
	}
}
