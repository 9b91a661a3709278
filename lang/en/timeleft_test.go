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

// TestTimeLeftWithNoTimerWord: how long is left, asked with no timer word
// ("how much time is left", "how long is remaining"), or asked of when a
// timer rings ("how long until the timer goes off", "when does the
// countdown ring"), asks the timers; asked of a thing ("how long is left
// on the dryer"), it is no timer's question.
func TestTimeLeftWithNoTimerWord(t *testing.T) {
	var texts []string
	for _, ask := range []string{"how long", "how much time"} {
		for _, left := range []string{"is left", "is remaining", "left", "remaining", "do i have left", "is there left", "have i got left"} {
			for _, frame := range []string{"%s", "please tell me %s", "hey, %s", "%s now", "can you tell me %s", "%s please"} {
				texts = append(texts, strings.Replace(frame, "%s", ask+" "+left, 1))
			}
		}
	}
	for _, w := range sorted(timerWords) {
		for _, tpl := range []string{"how long until the %s goes off", "when does the %s go off", "when will my %s ring",
			"how long until my %s rings", "when does the %s ring"} {
			texts = append(texts, strings.Replace(tpl, "%s", w, 1))
		}
	}
	n := 0
	for _, text := range texts {
		c, ok := (pack{}).Timer(text)
		n++
		if !ok || c.Kind != ir.Timers {
			t.Errorf("Timer(%q) = %v, %v, want a question of the timers", text, c, ok)
		}
	}
	if n < 90 {
		t.Errorf("%d ways, want at least 90", n)
	}
	for _, text := range []string{"how long is left on the dryer", "how much time is left on the washing machine", "how long is the kitchen light left on",
		"how long", "what is left", "turn off the light", "how much time"} {
		if c, ok := (pack{}).Timer(text); ok {
			t.Errorf("Timer(%q) = %v, want no question of the timers", text, c)
		}
	}
}
