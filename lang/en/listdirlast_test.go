package en

import (
	"strings"
	"testing"
)

// TestListDirLast: a verb of level, a list of things joined by "and"
// (things that hang among them, or a person it is done for after) and
// "up" or "down" said last ("turn the tv and the blinds down", "turn the
// fan and the tv up for me") compiles as the direction said before the
// list does ("turn down the tv and the blinds"): the blinds were closed
// alone, the tv asked on or off, or "for me" kept the list apart.
func TestListDirLast(t *testing.T) {
	generated(t)
	registered()
	things := []string{"the tv", "the fan", "the blinds", "the bedroom blinds", "the speaker", "the kitchen light", "the curtain",
		"the garage door"}
	n := 0
	for _, a := range things {
		for _, b := range things {
			if a == b {
				continue
			}
			for _, verb := range []string{"turn", "crank", "bring"} {
				for _, dir := range []string{"up", "down"} {
					for _, end := range []string{"", " please", " for me", " for us", " for the kids"} {
						said := verb + " " + a + " and " + b + " " + dir + end
						before := "turn " + dir + " " + a + " and " + b
						n++
						got, want := compiled(said), compiled(before)
						if got != want || strings.HasPrefix(want, "!!") {
							t.Errorf("Compile(%q) = %s, want %s as Compile(%q)", said, got, want, before)
						}
					}
				}
			}
		}
	}
	if n < 1500 {
		t.Errorf("%d ways, want at least 1500", n)
	}
	for _, text := range []string{"blinds down", "the bedroom blinds down please", "turn the tv down and the blinds down"} {
		if got := compiled(text); !strings.Contains(got, "close") {
			t.Errorf("Compile(%q) = %s: want the blinds said alone with their direction closed as before", text, got)
		}
	}
}
