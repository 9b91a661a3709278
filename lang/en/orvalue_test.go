package en

import (
	"strings"
	"testing"
)

// TestOrValue: two numbers said with "or", the second the larger, for
// every command that sets and every way of saying them, read as the first
// ("by two or three degrees" as "by two degrees"); the second the smaller
// is no such range, and is left.
func TestOrValue(t *testing.T) {
	generated(t)
	registered()
	n := 0
	for _, cmd := range []string{"lower the bedroom ac by %v degrees", "set the kitchen light to %v percent", "turn the tv volume up by %v",
		"set the bedroom ac to %v", "dim the study lamp by %v percent"} {
		for _, pair := range [][2]string{{"two", "three"}, {"2", "3"}, {"40", "50"}, {"twenty", "thirty"}, {"ten", "fifteen"}} {
			text := strings.ReplaceAll(cmd, "%v", pair[0]+" or "+pair[1])
			want := compiled(strings.ReplaceAll(cmd, "%v", pair[0]))
			n++
			if got := compiled(text); got != want || strings.HasPrefix(got, "!!") {
				t.Errorf("Compile(%q) = %s, want %s", text, got, want)
			}
		}
	}
	if got := compiled("set the bedroom ac to 23 or 22"); got == compiled("set the bedroom ac to 23") {
		t.Errorf(`Compile("set the bedroom ac to 23 or 22") = %s, want no range`, got)
	}
	if n < 25 {
		t.Errorf("%d ways, want at least 25", n)
	}
}
