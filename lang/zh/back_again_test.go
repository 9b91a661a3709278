package zh

import (
	"strings"
	"testing"
)

// TestSwitchedBack: a thing switched back or again (开回来, 把灯关回去,
// 重新打开, 打开回来吧) says what the verb says alone, for every class word
// of the pack that switches, with a room or none, in the ways a command is
// opened and ended; 回去 said of a vacuum with no verb of switching still
// sends it back.
func TestSwitchedBack(t *testing.T) {
	forms := []struct{ said, plain string }{
		{"把%s开回来", "把%s打开"}, {"%s开回来吧", "%s打开吧"}, {"把%s关回去", "把%s关了"}, {"%s重新打开", "%s打开"},
		{"帮我把%s打开回来", "帮我把%s打开"}, {"重新把%s关上", "把%s关上"}, {"%s关回去吧", "%s关了吧"},
	}
	n := 0
	for _, class := range []string{"light", "fan", "tv", "climate", "speaker"} {
		words := vocab.Classes[class]
		for _, w := range words[:min(len(words), 3)] {
			for _, room := range []string{"", "客厅", "卧室的"} {
				for _, f := range forms {
					said, plain := strings.Replace(f.said, "%s", room+w, 1), strings.Replace(f.plain, "%s", room+w, 1)
					got, want := phrasesOf(t, said), phrasesOf(t, plain)
					if got != want || want == "" {
						t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, plain)
					}
					n++
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d wordings, want at least 150", n)
	}
	if got := phrasesOf(t, "扫地机回去"); !strings.Contains(got, "return") {
		t.Errorf("扫地机回去: %s, want it sent back", got)
	}
}
