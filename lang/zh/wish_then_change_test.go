package zh

import (
	"sort"
	"strings"
	"testing"
)

// TestWishThenChange: every level the pack's wishes say too much or too
// little, said alone or with a word of that level before it, then after a
// pause a change with no thing (太吵了，调小一点; 音量太低了，调高一点; 有点冷，调高
// 一度), reads as the change of that level (音量调小一点): the change asked which
// device, or was not understood. A change said with a thing (太吵了，把电视关
// 了) is left as it was.
func TestWishThenChange(t *testing.T) {
	wordsOf := map[string][]string{}
	for w, a := range attrs {
		wordsOf[a] = append(wordsOf[a], w)
	}
	for _, ws := range wordsOf {
		sort.Strings(ws)
	}
	changes := []string{"调高一点", "调低一点", "调小一点", "调大一点", "小一点", "大一点吧", "调低两度", "调高点儿"}
	n := 0
	for w, c := range wishes {
		if levelWords[c.Attr] == "" {
			continue
		}
		for _, said := range append([]string{""}, wordsOf[c.Attr]...) {
			level := said
			if level == "" {
				level = levelWords[c.Attr]
			}
			for _, change := range changes {
				for _, pause := range []string{"，", "。", "！"} {
					text := said + w + "了" + pause + change
					n++
					if got, want := phrasesOf(t, text), phrasesOf(t, level+change); got != want {
						t.Errorf("%q = %s, want %s as %q", text, got, want, level+change)
					}
				}
			}
		}
	}
	if n < 1000 {
		t.Errorf("%d wordings, want at least 1000", n)
	}
	for _, text := range []string{"太吵了，把电视关了", "电视太吵了，调小一点", "太大了，小一点", "音量太低了，把灯调高一点"} {
		if got := phrasesOf(t, text); !strings.Contains(got, "|") && !strings.Contains(got, "NP(") {
			t.Errorf("%q = %s, want the thing or the pause kept", text, got)
		}
	}
}
