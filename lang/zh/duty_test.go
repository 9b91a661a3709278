package zh

import (
	"strings"
	"testing"
)

// TestDutyAsked: whether a command is to be done, asked with a word of
// duty and who is to do it or without ("我需要锁门吗", "应该把车库门关上吗"),
// asks what the command asked with 吗 asks, with no yes or no (还是, as a
// state asked with its opposite); said without 吗 it is left as it was.
func TestDutyAsked(t *testing.T) {
	commands := []string{"锁门", "关空调", "把车库门关上", "关掉电视", "打开客厅窗帘", "把厨房灯关了"}
	n := 0
	for _, c := range commands {
		asked := phrasesOf(t, c+questionMark)
		if !strings.Contains(asked, "Quest("+questionMark+")") {
			t.Fatalf("%q: %s, want a question", c+questionMark, asked)
		}
		want := strings.Replace(asked, "Quest("+questionMark+")", "Quest("+stateAsked+")", 1)
		for _, p := range append([]string{""}, dutyPersons...) {
			for w := range dutyWords {
				said := p + w + c + questionMark
				n++
				if got := phrasesOf(t, said); got != want {
					t.Errorf("%q: %s, want %s", said, got, want)
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d wordings, want at least 150", n)
	}
	if got := phrasesOf(t, "我需要开灯"); strings.Contains(got, "Quest(") {
		t.Errorf("我需要开灯: %s, want no question", got)
	}
}
