package zh

import (
	"strings"
	"testing"
)

// TestSoonBeforeCommand: a word of how soon, how or in what order said
// before a command ("快把灯关了", "立马关掉客厅灯", "顺手把门锁上", "小爱同学
// 直接关灯吧", "你随手把电视关了") is no part of the name: the command is
// as said alone, where 快把灯关了 was a name not found (“快灯”). A question
// stays a question, and a name that holds such a word ("快充插座") stays
// whole.
func TestSoonBeforeCommand(t *testing.T) {
	commands := []string{"把灯关了", "关掉客厅灯", "把电视关掉", "把空调打开", "把窗帘拉上", "把门锁上", "关一下厨房灯", "把台灯调亮一点", "把电视关了吗"}
	n := 0
	for _, w := range soonWords {
		for _, cmd := range commands {
			for _, before := range []string{"", "嗯", "小爱同学", "你"} {
				said := before + w + cmd
				if got, want := phrasesOf(t, said), phrasesOf(t, cmd); got != want {
					t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, cmd)
				}
				n++
			}
		}
	}
	if n < 400 {
		t.Errorf("%d wordings, want at least 400", n)
	}
	for _, said := range []string{"打开快充插座", "快充插座关了", "快把快充插座关了", "把快充插座打开", "直接把快充插座关掉"} {
		if got := phrasesOf(t, said); !strings.Contains(got, "快充插座") {
			t.Errorf("%q: the name lost: %s", said, got)
		}
	}
}

// TestAbilityAsked: whether the one spoken to can do a command ("你会关灯
// 吗", "你会不会把空调打开", "您会锁门吗") is asked and does nothing, and no
// name holds 你会: it was a name not found (“你会灯”).
func TestAbilityAsked(t *testing.T) {
	commands := []string{"关灯", "开灯", "把空调打开", "关掉客厅灯", "锁门", "把窗帘拉开", "调高温度", "打开电视"}
	n := 0
	for _, a := range addressees {
		for _, can := range []string{canSaid, canSaid + "不" + canSaid} {
			for _, cmd := range commands {
				for _, after := range []string{"", "吗", "啊"} {
					for _, before := range []string{"", "小爱同学"} {
						said := before + a + can + cmd + after
						if cs, err := (pack{}).Parse(said); err == nil {
							t.Errorf("%q: read as %v", said, cs)
						}
						n++
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d wordings, want at least 200", n)
	}
}
