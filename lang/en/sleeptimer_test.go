package en

import (
	"strings"
	"testing"
)

// TestSleepTimer: a sleep timer set on a device for a while, the device
// before or after the time, every lead and duration, is the device
// switched off then; a sleep timer of no device is no command of one.
func TestSleepTimer(t *testing.T) {
	registered()
	durations := map[string]int{"30 minutes": 1800, "an hour": 3600, "half an hour": 1800, "45 minutes": 2700, "2 hours": 7200}
	n := 0
	for d, secs := range durations {
		for _, device := range []string{"the tv", "the bedroom ac", "the living room fan"} {
			for _, f := range []string{"set a sleep timer on %d for %t", "set a sleep timer for %t on %d", "sleep timer of %t for %d",
				"can you set a sleep timer on %d for %t please", "put a sleep timer on %d for %t"} {
				said := strings.NewReplacer("%d", device, "%t", d).Replace(f)
				rest, w, ok := (pack{}).When(said)
				n++
				if !ok || w.After != secs || rest != "turn off "+device {
					t.Errorf("When(%q) = %q, %+v, %v; want %q in %d s", said, rest, w, ok, "turn off "+device, secs)
				}
			}
		}
	}
	if n < 70 {
		t.Errorf("%d wordings, want at least 70", n)
	}
	for _, said := range []string{"set a sleep timer for 30 minutes", "set a timer for 10 minutes", "i need to sleep in 10 minutes"} {
		if rest, _, ok := (pack{}).When(said); ok && strings.HasPrefix(rest, "turn off") {
			t.Errorf("When(%q) = %q: want no device switched off", said, rest)
		}
	}
}
