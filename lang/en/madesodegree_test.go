package en

import (
	"fmt"
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

// TestMadeSoByAmount: "make it" and an amount before a change, and a
// place after ("make it 2 degrees warmer in the bedroom", "make it a
// degree cooler in here", "make it 20 percent brighter in the kitchen"),
// is the change of the place by that amount, as "make it warmer in the
// bedroom" is by a step: "it" was read as a thing said before ("I don't
// know what you mean by that"). With no place, "it" is still that thing.
func TestMadeSoByAmount(t *testing.T) {
	registered()
	amounts := map[string]int{"2 degrees": 2, "two degrees": 2, "a degree": 1, "one degree": 1, "a couple of degrees": 2, "3 degrees": 3}
	n := 0
	for said, amount := range amounts {
		for c, sign := range map[string]int{"warmer": 1, "cooler": -1, "hotter": 1, "colder": -1} {
			for _, p := range []string{"bedroom", "living room", "kids room", "study"} {
				for _, f := range []string{"make it %s %s in the %s", "make it %s %s in the %s please", "can you make it %s %s in the %s"} {
					text := fmt.Sprintf(f, said, c, p)
					n++
					if got, want := compiled(text), fmt.Sprintf("en act set [in=%q] temperature%+d", p, sign*amount); got != want {
						t.Errorf("Compile(%q) = %s, want %s", text, got, want)
					}
				}
			}
		}
	}
	for pct, amount := range map[string]int{"20 percent": 20, "10%": 10, "30 percent": 30} {
		for c, sign := range map[string]int{"brighter": 1, "dimmer": -1} {
			text := "make it " + pct + " " + c + " in the kitchen"
			n++
			if got, want := compiled(text), fmt.Sprintf("en act set [in=\"kitchen\"] brightness%+d", sign*amount); got != want {
				t.Errorf("Compile(%q) = %s, want %s", text, got, want)
			}
		}
	}
	for _, text := range []string{"make it 2 degrees warmer", "make it a degree cooler please"} {
		n++
		if got := compiled(text); !strings.Contains(got, "ref") {
			t.Errorf("Compile(%q) = %s, want it the thing said before", text, got)
		}
	}
	if n < 250 {
		t.Errorf("%d ways, want at least 250", n)
	}
}
