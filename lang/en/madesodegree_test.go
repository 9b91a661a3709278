package en

import (
	"strings"
	"testing"
)

// TestMadeSoDegree: "make it" and how much before a change or a state, and
// a place after ("make it a bit brighter in the kitchen", "make it
// slightly cooler in here", "make it a little warm in the bedroom"), for
// every word of how much ("far" before a change only), change and place, is the change there as said
// with no word of how much before it ("make it a bit brighter in the
// kitchen" as "make the kitchen a bit brighter"): it was not understood,
// "it" read as a thing said before.
func TestMadeSoDegree(t *testing.T) {
	registered()
	degrees := []string{"a bit", "a little", "a little bit", "a lot", "slightly", "much", "a tad", "a touch", "far", "somewhat"}
	changes := []string{"brighter", "darker", "warmer", "cooler", "quieter", "dark", "warm"}
	places := []string{"in the kitchen", "in the bedroom", "in here", "in the living room please"}
	n := 0
	for _, d := range degrees {
		for _, c := range changes {
			if d == "far" && !strings.HasSuffix(c, "er") {
				continue // "far" goes before a change only
			}
			for _, p := range places {
				text := "make it " + d + " " + c + " " + p
				w, err := stepsTimes("make it "+c+" "+p, degreeTimes(d))
				if err != nil {
					t.Fatalf("Compile(%q): %v", "make it "+c+" "+p, err)
				}
				want := w.String()
				n++
				if got := compiled(text); got != want && got != compiled("make it "+c+" "+p+" "+d) {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
	}
	if n < 250 {
		t.Errorf("%d ways, want at least 250", n)
	}
}
