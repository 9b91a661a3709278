package zh

import "testing"

// TestGoAfterHurry: 去 said after a word of haste and before a command
// ("快去关掉客厅灯", "赶紧去把电视关了", "你快去把门锁上", "小爱同学马上去开空调")
// is no command of its own: the command is as said with the word of haste
// alone, where 快去关掉客厅灯 was 去 and a name not found (“快客厅灯”).
func TestGoAfterHurry(t *testing.T) {
	commands := []string{"关掉客厅灯", "把电视关了", "把空调打开", "把窗帘拉上", "把门锁上", "关灯", "开一下厨房灯", "把台灯调亮一点"}
	n := 0
	for _, w := range []string{"快", "赶紧", "赶快", "马上", "立刻", "快点", "立马", "你快", "你赶紧"} {
		for _, cmd := range commands {
			for _, before := range []string{"", "嗯", "小爱同学"} {
				said, alone := before+w+"去"+cmd, before+w+cmd
				if got, want := phrasesOf(t, said), phrasesOf(t, alone); got != want {
					t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, alone)
				}
				n++
			}
		}
	}
	if n < 150 {
		t.Errorf("%d wordings, want at least 150", n)
	}
}
