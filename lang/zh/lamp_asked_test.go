package zh

import (
	"strings"
	"testing"
)

// TestLampAskedTwice: a lamp's 亮 said twice with 不 or 没 between
// ("台灯亮不亮", "厨房灯还亮没亮啊", "客厅的灯亮不亮") asks what "台灯亮吗"
// asks, for every light word of the pack, with a room or none, 还 or
// not, and an ending particle or none: it was not understood.
func TestLampAskedTwice(t *testing.T) {
	n := 0
	for _, w := range vocab.Classes["light"] {
		if !strings.HasSuffix(w, lightWord) {
			continue
		}
		for _, room := range []string{"", "厨房", "客厅的"} {
			for _, still := range []string{"", "还"} {
				for _, not := range []string{notQuest, notYet} {
					for _, end := range []string{"", "啊"} {
						said := room + w + still + "亮" + not + "亮" + end
						ref := room + w + still + "亮吗"
						got, want := phrasesOf(t, said), phrasesOf(t, ref)
						if got != want || !strings.Contains(got, "Quest(") {
							t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, ref)
						}
						n++
					}
				}
			}
		}
	}
	if n < 60 {
		t.Errorf("%d wordings, want at least 60", n)
	}
}
