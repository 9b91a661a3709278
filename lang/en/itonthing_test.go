package en

import (
	"testing"

	"edge/compile"
)

// TestItOnThing: "it" between a verb and a direction with the device
// after "on" ("turn it down on the tv", "crank it up a bit on the study
// speaker please") compiles as the command said of the device without
// "it" ("turn down on the tv") does: no reference is left to resolve.
// "It" with no device after "on" stays a reference.
func TestItOnThing(t *testing.T) {
	registered()
	n := 0
	for _, verb := range []string{"turn", "crank", "put", "bring", "switch"} {
		for _, dir := range []string{"up", "down", "off", "on"} {
			for _, part := range []string{"", " a bit", " a little", " slightly"} {
				for _, thing := range []string{"the tv", "the study speaker", "tv", "the living room fan", "the bedroom ac"} {
					for _, end := range []string{"", " please"} {
						want, err := compile.Compile(verb + " " + dir + part + " on " + thing + end)
						if err != nil {
							continue // not read without "it" either
						}
						text := verb + " it " + dir + part + " on " + thing + end
						n++
						got, err := compile.Compile(text)
						if err != nil || got.String() != want.String() {
							t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
						}
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for _, text := range []string{"turn it up", "turn it down in the study", "turn it on please"} {
		if p, err := compile.Compile(text); err != nil || len(p.Clauses) != 1 || !p.Clauses[0].Target.Ref {
			t.Errorf("Compile(%q) = %v, %v, want a reference", text, p, err)
		}
	}
}
