package zh

import (
	"strings"
	"testing"
)

// TestTimeBetweenCommands: a delay said between two commands ("打开餐灯，
// 十分钟后关掉厨房灯"), with every word of delayAfter and every unit of
// time, is read as no time: the first command is never put off with the
// second. Said before both, or after the only command, it is their time.
func TestTimeBetweenCommands(t *testing.T) {
	n := 0
	for _, after := range delayAfter {
		for _, u := range timeUnits {
			delay := "十" + u.word + after
			for _, tpl := range []string{"打开餐灯，%s关掉厨房灯", "打开餐灯然后%s关掉", "把电视关了 %s把客厅空调也关了"} {
				said := strings.Replace(tpl, "%s", delay, 1)
				if _, w, ok := (pack{}).When(said); ok {
					t.Errorf("%q: read the time %+v for both commands", said, w)
				}
				n++
			}
			for _, said := range []string{delay + "关掉厨房灯然后打开餐灯", "关掉厨房灯" + delay, "把电视关了，" + delay} {
				if _, _, ok := (pack{}).When(said); !ok {
					t.Errorf("%q: no time read", said)
				}
				n++
			}
		}
	}
	if n < 60 {
		t.Errorf("%d wordings, want at least 60", n)
	}
}
