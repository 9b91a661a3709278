package zh

import (
	"strings"
	"testing"
)

// excepted reports phrases that keep the words out of their command.
func excepted(phrases, words string) bool { return strings.Contains(phrases, "Except("+words+")") }

// TestKeepWordsKeepOut: every word of keeps, said before a name after a
// command, with or without a count, keeps that name out of the command,
// as 除了 does; never the name the command acts on.
func TestKeepWordsKeepOut(t *testing.T) {
	n := 0
	for w := range keeps {
		said := w + "书房台灯其他灯都关了"
		if got := phrasesOf(t, said); !excepted(got, "书房台灯") {
			t.Errorf("%q: got %s, want 书房台灯 kept out", said, got)
		}
		for _, count := range []string{"", "个", "一个", "一盏"} {
			for _, cmd := range []string{"灯都关了", "把楼上的灯全部关掉 ", "其他灯都关掉就"} {
				said := cmd + w + count + "书房台灯"
				got := phrasesOf(t, said)
				if !excepted(got, "书房台灯") {
					t.Errorf("%q: got %s, want 书房台灯 kept out", said, got)
				}
				n++
			}
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
}

// TestStatesKeptAfterACommand: every state a thing is left in, said of a
// name after a command with only particles after it, keeps the name out
// of the command, whatever is said between them (让, 但, 还, 保持, 继续);
// asked, or in a condition, it stays a state.
func TestStatesKeptAfterACommand(t *testing.T) {
	n := 0
	for w, s := range states {
		if !keptAs[s] {
			continue
		}
		for _, tpl := range []string{"把灯都关了 但厨房灯%s%s", "灯都打开 让卧室的%s%s", "楼上的灯全关了厨房灯%s%s吧"} {
			for _, between := range []string{"", "还", "保持", goesOn} {
				said := strings.Replace(strings.Replace(tpl, "%s", between, 1), "%s", w, 1)
				name := "厨房灯"
				if strings.Contains(said, "卧室") {
					name = "卧室"
				}
				if got := phrasesOf(t, said); !excepted(got, name) || strings.Contains(got, w) {
					t.Errorf("%q: got %s, want %s kept out", said, got, name)
				}
				n++
			}
		}
		for _, said := range []string{"关掉电视 空调" + w + "吗", "把灯都关了如果厨房灯" + w, "厨房灯" + w + "的话把灯都关了"} {
			if got := phrasesOf(t, said); strings.Contains(got, "Except") {
				t.Errorf("%q: got %s, want its state %s, nothing kept out", said, got, w)
			}
			n++
		}
	}
	if n < 40 {
		t.Errorf("%d wordings, want at least 40", n)
	}
}
