package en

import (
	"strings"
	"testing"
)

// TestBothWays: a command that says one direction after its verb and the
// other at its end ("turn on the tv off", "switch off the lamp on", "turn
// on the tv of") is asked on or off, as one that says none is; the same
// direction said twice, or "of" after off, is that direction; "on" before
// a place after the thing is the place's.
func TestBothWays(t *testing.T) {
	registered()
	names := []string{"kitchen light", "tv", "hall light", "fan", "bedside lamp", "living room lights"}
	n := 0
	for _, v := range []string{"turn", "switch", "please turn", "can you switch"} {
		for _, name := range names {
			neither := compiled(v + " the " + name)
			if strings.HasPrefix(neither, "!!") {
				t.Fatalf("Compile(%q) = %s", v+" the "+name, neither)
			}
			for _, text := range []string{v + " on the " + name + " off", v + " off the " + name + " on", v + " on the " + name + " of"} {
				n++
				if got := compiled(text); got != neither {
					t.Errorf("Compile(%q) = %s, want %s", text, got, neither)
				}
			}
			for dir, texts := range map[string][]string{"on": {v + " on the " + name + " on"}, "off": {v + " off the " + name + " off", v + " off the " + name + " of"}} {
				want := compiled(v + " " + dir + " the " + name)
				for _, text := range texts {
					n++
					if got, _, _ := strings.Cut(compiled(text), " ~"); got != want {
						t.Errorf("Compile(%q) = %s, want %s", text, got, want)
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	if got := compiled("turn the overhead light on the first floor off"); !strings.Contains(got, "act off") {
		t.Errorf("a place's on read as a direction: %s", got)
	}
}
