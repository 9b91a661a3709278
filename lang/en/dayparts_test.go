package en

import (
	"fmt"
	"testing"
)

// TestPartAfter: a time of day with a part of the day said after it ("at 7
// in the morning", "at 8 this evening", "at 11 at night", "at 10
// tonight"), for every hour of 1 to 12, with and without minutes, before
// or after the command, is that time in that half of the day.
func TestPartAfter(t *testing.T) {
	registered()
	parts := map[string]int{"in the morning": 0, "in the afternoon": 12, "in the evening": 12, "this morning": 0, "this evening": 12,
		"at night": 12, "tonight": 12}
	n := 0
	for h := 1; h <= 12; h++ {
		for _, minutes := range []string{"", ":30"} {
			for part, add := range parts {
				want := fmt.Sprintf("at %02d:%s", h%12+add, map[string]string{"": "00", ":30": "30"}[minutes])
				for _, text := range []string{fmt.Sprintf("turn on the porch light at %d%s %s", h, minutes, part),
					fmt.Sprintf("at %d%s %s turn off the tv", h, minutes, part), fmt.Sprintf("set the ac to 22 at %d%s %s", h, minutes, part)} {
					n++
					_, w, ok := pack{}.When(text)
					if !ok || w.String() != want {
						t.Errorf("When(%q) = %s, %v, want %s", text, w, ok, want)
					}
				}
			}
		}
	}
	if n < 400 {
		t.Errorf("%d ways, want at least 400", n)
	}
}
