package en

import (
	"fmt"
	"strings"
	"testing"
)

// TestHalfWaySplit: "half way" written as two words ("close the curtains
// half way", "bedroom blinds half way up") is "halfway", for every thing
// that hangs or dims, every verb and the words around it.
func TestHalfWaySplit(t *testing.T) {
	registered()
	n, read := 0, 0
	for _, thing := range []string{"curtains", "bedroom blinds", "living room curtain", "blinds", "garage door", "study lamp", "kitchen light"} {
		for _, form := range []string{"open the %s %s", "close the %s %s", "set the %s %s", "%s %s", "%s %s please", "alexa open the %s %s",
			"raise the %s %s", "lower the %s %s", "the %s %s up", "the %s %s down", "put the %s %s down"} {
			for _, tail := range []string{"", " please"} {
				text, want := fmt.Sprintf(form, thing, "half way")+tail, fmt.Sprintf(form, thing, "halfway")+tail
				n++
				w := compiled(want)
				if strings.HasPrefix(w, "!!") {
					continue
				}
				read++
				if got := compiled(text); got != w {
					t.Errorf("Compile(%q) = %s, want %s (as %q)", text, got, w, want)
				}
			}
		}
	}
	if n < 150 || read < 100 {
		t.Errorf("%d ways, %d read with halfway, want at least 150 and 100", n, read)
	}
}
