package en

import (
	"slices"
	"strings"
	"testing"
)

// TestDiscourse: a command opened by every word that opens what is said
// (alone, two of them, after a comma), and with a hesitation before its
// verb or inside its name, compiles as the command does; an opener before
// no verb is left as it is ("so bright": no command).
func TestDiscourse(t *testing.T) {
	registered()
	var ops, hs []string
	for w := range openers {
		ops = append(ops, w)
	}
	for w := range hesitations {
		hs = append(hs, w)
	}
	slices.Sort(ops)
	slices.Sort(hs)
	commands := []string{"turn off the kitchen light", "open the garage door", "set the bedroom light to 40 percent", "lock the front door",
		"dim the lights in the den", "switch on the tv"}
	n := 0
	for _, cmd := range commands {
		want := compiled(cmd)
		if strings.HasPrefix(want, "!!") {
			t.Fatalf("Compile(%q) = %s", cmd, want)
		}
		verb, rest, _ := strings.Cut(cmd, " ")
		for _, o := range ops {
			for _, text := range []string{o + " " + cmd, o + ", " + cmd, "okay " + o + " " + cmd, o + " um " + cmd} {
				n++
				if got := compiled(text); got != want {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
		for _, h := range hs {
			for _, text := range []string{h + " " + cmd, verb + " " + h + " " + rest, h + ", " + cmd + " " + h} {
				n++
				if got := compiled(text); got != want {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for _, text := range []string{"so the kitchen light is on", "well is the kitchen light on"} {
		if got := compiled(text); strings.Contains(got, "act ") {
			t.Errorf("Compile(%q) = %s: no command said", text, got)
		}
	}
}
