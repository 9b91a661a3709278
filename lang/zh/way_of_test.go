package zh

import (
	"strings"
	"testing"
)

// TestWayOfDoing: a command said before 的 and a word of what is told of
// doing it ("打开燃气阀门的方法", "解锁前门的步骤", "开空调的好处") is not
// understood: it asked "您是说燃气阀门吗？", and a yes asked to open it. A
// place or a name after 的 ("打开客厅的灯") is the command as it was.
func TestWayOfDoing(t *testing.T) {
	commands := []string{"打开燃气阀门", "解锁前门", "开空调", "关闭客厅主灯", "打开车库门"}
	n := 0
	for _, c := range commands {
		for w := range waysOf {
			for _, text := range []string{c + "的" + w, c + "的" + w + "是什么"} {
				if cs, err := (pack{}).Parse(text); err == nil {
					t.Errorf("Parse(%q) = %v, want an error", text, cs)
				}
				n++
			}
		}
	}
	for _, text := range []string{"打开客厅的灯", "把卧室的空调关了", "打开门厅的灯吧"} {
		if got := phrasesOf(t, text); !strings.Contains(got, "Verb(") {
			t.Errorf("%q → %s, want the command", text, got)
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
}
