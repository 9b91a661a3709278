package zh

import (
	"strings"
	"testing"

	"edge/ir"
)

// TestTimeLeftAsksTimers: how long a timer has left, asked with every
// timer word of the pack ("计时器还剩多长时间", "闹钟还有多久"), asks which
// timers are set and when they ring: never not understood.
func TestTimeLeftAsksTimers(t *testing.T) {
	n := 0
	for _, w := range timerWords {
		for _, tpl := range []string{"%s还剩多长时间", "%s还有多久", "%s还剩多少时间", "我的%s还剩多久", "%s剩下多久"} {
			text := strings.Replace(tpl, "%s", w, 1)
			n++
			if c, ok := (pack{}).Timer(text); !ok || c.Kind != ir.Timers {
				t.Errorf("Timer(%q) = %v, %v, want a question of the timers", text, c, ok)
			}
		}
	}
	if n < 20 {
		t.Errorf("%d wordings, want at least 20", n)
	}
}
