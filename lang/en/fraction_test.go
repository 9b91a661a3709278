package en

import (
	"fmt"
	"strings"
	"testing"
)

// TestFractions: a whole number said with a half after it, in words or
// digits, or with its tenths in digits after "point", is that number
// with its fraction, in a setting and a step, with a unit or without.
func TestFractions(t *testing.T) {
	registered()
	wholes := map[string]int{"18": 18, "eighteen": 18, "22": 22, "twenty two": 22, "twenty-two": 22, "25": 25, "twenty five": 25, "30": 30, "thirty": 30}
	n := 0
	for said, v := range wholes {
		for _, tpl := range []string{"set the bedroom ac to %s", "set the bedroom ac to %s degrees", "raise the bedroom ac by %s degrees"} {
			for _, frac := range []struct{ said, digit string }{{" and a half", "5"}, {" and half", "5"}, {" point 5", "5"}, {" point 4", "4"}} {
				if frac.said == " point 4" || frac.said == " point 5" {
					if _, err := fmt.Sscan(said, new(int)); err != nil {
						continue // tenths after "point" in words are read already
					}
				}
				want := compiled(fmt.Sprintf(tpl, fmt.Sprintf("%d.%s", v, frac.digit)))
				if !strings.HasPrefix(want, "en act") {
					t.Fatalf("%s: %s", fmt.Sprintf(tpl, fmt.Sprintf("%d.%s", v, frac.digit)), want)
				}
				text := fmt.Sprintf(tpl, said+frac.said)
				n++
				if got := compiled(text); got != want {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
	}
	if n < 70 {
		t.Errorf("%d ways, want at least 70", n)
	}
}
