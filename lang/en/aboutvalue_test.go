package en

import (
	"strings"
	"testing"
)

// TestAboutValue: a word of about so much between "to", "at" or "by" and
// a number, for every such word, every verb that sets and every value
// said, reads as the number alone ("set the bedroom ac to about 22" as
// "set the bedroom ac to 22").
func TestAboutValue(t *testing.T) {
	generated(t)
	registered()
	n := 0
	for w := range aboutWords {
		for _, cmd := range []string{"set the bedroom ac to %v", "dim the study lamp to %v", "turn the tv volume down by %v",
			"keep the bedroom ac at %v", "set the kitchen light to %v percent", "turn up the heating by %v degrees"} {
			for _, v := range []string{"22", "twenty two", "40"} {
				text := strings.ReplaceAll(cmd, "%v", w+" "+v)
				want := compiled(strings.ReplaceAll(cmd, "%v", v))
				n++
				if got := compiled(text); got != want || strings.HasPrefix(got, "!!") {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
}
