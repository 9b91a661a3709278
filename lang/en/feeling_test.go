package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestFeeling: a person saying how warm they or the air are, for every
// word of feeling cold or hot, every one who feels it, every word of how
// much and every place, says what "it's too ..." says: a wish, asked back,
// never done; "is it cold" still asks.
func TestFeeling(t *testing.T) {
	generated(t)
	registered()
	n := 0
	for w, wish := range feelWords {
		for _, who := range []string{"i'm", "i am", "we're", "we are", "it's", "it is", "im"} {
			for _, how := range []string{"", "so ", "a bit ", "really ", "getting "} {
				for _, place := range []string{"", " in the bedroom", " in here"} {
					text := who + " " + how + w + place
					want := compiled("it's too " + wish + place)
					n++
					got, err := compile.Compile(text)
					if err != nil || got.String() != want {
						t.Errorf("Compile(%q) = %v, %v, want %s", text, got, err, want)
						continue
					}
					for _, c := range got.Clauses {
						if c.Kind == ir.Act && !c.Wish {
							t.Errorf("Compile(%q) = %s: done, not asked", text, got)
						}
					}
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
	if got := compiled("is it cold in the bedroom"); !strings.HasPrefix(got, "en query") {
		t.Errorf(`Compile("is it cold in the bedroom") = %s, want a question`, got)
	}
}
