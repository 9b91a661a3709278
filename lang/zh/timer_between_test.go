package zh

import (
	"strings"
	"testing"

	"edge/ir"
)

// TestTimeBetweenCommands: a delay said between two commands ("打开餐灯，
// 十分钟后关掉厨房灯"), with every word of delayAfter and every unit of
// time, is a time of the later command apart (ir.When.Apart), which edge
// does not keep: the first command is never put off with the second. Said
// before both, or after the only command, it is their time.
func TestTimeBetweenCommands(t *testing.T) {
	n := 0
	for _, after := range delayAfter {
		for _, u := range timeUnits {
			delay := "十" + u.word + after
			for _, tpl := range []string{"打开餐灯，%s关掉厨房灯", "打开餐灯然后%s关掉", "把电视关了 %s把客厅空调也关了"} {
				said := strings.Replace(tpl, "%s", delay, 1)
				if _, w, ok := (pack{}).When(said); !ok || w != (ir.When{Apart: true}) {
					t.Errorf("%q: read the time %+v (%v), want a time apart", said, w, ok)
				}
				n++
			}
			for _, said := range []string{delay + "关掉厨房灯然后打开餐灯", "关掉厨房灯" + delay, "把电视关了，" + delay} {
				if _, w, ok := (pack{}).When(said); !ok || w.Apart {
					t.Errorf("%q: no time of both read: %+v", said, w)
				}
				n++
			}
		}
	}
	if n < 60 {
		t.Errorf("%d wordings, want at least 60", n)
	}
}
