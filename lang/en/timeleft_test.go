package en

import (
	"strings"
	"testing"

	"edge/ir"
)

// TestTimeLeftAsksTimers: how long a timer has left, asked with every
// timer word of the pack ("how long is left on the timer", "how much time
// is remaining on my countdown"), asks which timers are set and when they
// ring: never not understood.
func TestTimeLeftAsksTimers(t *testing.T) {
	n := 0
	for _, w := range sorted(timerWords) {
		for _, tpl := range []string{"how long is left on the %s", "how much time is left on my %s", "how long is remaining on the %s",
			"how long left on the %s", "please tell me how much time is left on the %s"} {
			text := strings.Replace(tpl, "%s", w, 1)
			n++
			if c, ok := (pack{}).Timer(text); !ok || c.Kind != ir.Timers {
				t.Errorf("Timer(%q) = %v, %v, want a question of the timers", text, c, ok)
			}
		}
	}
	if n < 10 {
		t.Errorf("%d ways, want at least 10", n)
	}
}
