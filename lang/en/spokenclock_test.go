package en

import (
	"fmt"
	"testing"
)

// TestSpokenClock: a time of day said as people say it, for every hour of
// 1 to 12 and every way of its minutes ("half past", "a quarter to",
// "ten past", "twenty five to", "ten thirty", and "half seven": half past,
// as British speakers say it), with and without pm, after the command or
// before it, is that time.
func TestSpokenClock(t *testing.T) {
	registered()
	words := map[int]string{5: "five", 10: "ten", 20: "twenty", 25: "twenty five"}
	n := 0
	for h := 1; h <= 12; h++ {
		type way struct {
			said string
			h, m int
		}
		ways := []way{{"half past %d", h, 30}, {"quarter past %d", h, 15}, {"a quarter to %d", (h+10)%12 + 1, 45},
			{"%d thirty", h, 30}, {"%d forty five", h, 45}, {"half %d", h, 30}}
		for m, w := range words {
			ways = append(ways, way{w + " past %d", h, m}, way{w + " minutes to %d", (h+10)%12 + 1, 60 - m})
		}
		for _, w := range ways {
			said := fmt.Sprintf(w.said, h)
			for _, pm := range []string{"", " pm"} {
				want := fmt.Sprintf("at %02d:%02d or +12h", w.h, w.m)
				if pm != "" {
					want = fmt.Sprintf("at %02d:%02d", w.h%12+12, w.m)
				}
				for _, text := range []string{"turn off the tv at " + said + pm, "at " + said + pm + " turn on the porch light",
					"set the ac to 22 at " + said + pm} {
					n++
					if _, got, ok := (pack{}).When(text); !ok || got.String() != want {
						t.Errorf("When(%q) = %s, %v, want %s", text, got, ok, want)
					}
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
	for h, said := range map[int]string{6: "six", 7: "seven", 11: "eleven", 12: "twelve"} {
		text := "switch the kettle on at half " + said
		if _, got, ok := (pack{}).When(text); !ok || got.String() != fmt.Sprintf("at %02d:30 or +12h", h) {
			t.Errorf("When(%q) = %s, %v, want %02d:30", text, got, ok, h)
		}
	}
	for _, text := range []string{"set the lamp at half", "set the thermostat at twenty one", "dim the lamp to 10", "turn the lamp on half"} {
		if _, got, ok := (pack{}).When(text); ok {
			t.Errorf("When(%q) = %s, want no time", text, got)
		}
	}
}
