package en

import (
	"strings"
	"testing"
)

// TestJoinedBy: two names joined by "as well as", "plus", "along with" or
// "together with" ("turn off the kitchen light as well as the hall
// light") are the two joined by "and", for every joiner, verb and two
// names, with and without articles; "as well" at the end and a name
// ending in "plus" are left as they were.
func TestJoinedBy(t *testing.T) {
	registered()
	names := []string{"kitchen light", "hall light", "tv", "study lamp", "living room fan", "bedroom ac"}
	n := 0
	for _, run := range joiners {
		joiner := strings.Join(run, " ")
		for _, verb := range []string{"turn off", "switch on", "please turn on"} {
			for i, a := range names {
				for j, b := range names {
					if i == j {
						continue
					}
					for _, det := range []string{"the ", ""} {
						text := verb + " " + det + a + " " + joiner + " " + det + b
						want := compiled(verb + " " + det + a + " and " + det + b)
						if strings.HasPrefix(want, "!!") {
							t.Fatalf("Compile(%q) = %s", verb+" "+det+a+" and "+det+b, want)
						}
						n++
						if got := compiled(text); got != want {
							t.Errorf("Compile(%q) = %s, want %s", text, got, want)
						}
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	if got, w := compiled("turn off the kitchen light as well"), compiled("turn off the kitchen light too"); got != w {
		t.Errorf("Compile(%q) = %s, want %s", "turn off the kitchen light as well", got, w)
	}
	if got := compiled("turn off the apple tv plus"); !strings.Contains(got, `"apple tv plus"`) {
		t.Errorf("Compile(%q) = %s, want the name as said", "turn off the apple tv plus", got)
	}
}
