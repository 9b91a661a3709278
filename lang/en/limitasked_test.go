package en

import (
	"fmt"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestLimitAsked: a question of how far a thing can go, with every word
// of limitWords and limitAux, of every thing, and ending every way ("how
// low can the bedroom ac go", "how loud does the tv get", "how high can i
// set the heating"), is not understood: never a wish that a yes or an
// answer acts on, never the level now; "how high is the ac set", "how
// bright is the kitchen light" still ask the level.
func TestLimitAsked(t *testing.T) {
	generated(t)
	registered()
	things := []string{"the ac", "the bedroom ac", "the heating", "the tv", "the study lamp", "it", "the blinds"}
	forms := []string{"%s %s go", "%s %s get", "%s you set %s", "%s %s be set", "%s i turn %s", "%s %s go on its own"}
	n := 0
	for _, adj := range sorted(limitWords) {
		for _, aux := range sorted(limitAux) {
			for _, f := range forms {
				// every word and form; the things and openings in turn
				said := []string{"", "alexa ", "um "}[n%3] + fmt.Sprintf("how %s "+f, adj, aux, things[n%len(things)])
				n++
				if p, err := compile.Compile(said); err == nil {
					t.Errorf("%q: %v, want not understood", said, p)
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
	for _, q := range []string{"how high is the ac set", "how bright is the kitchen light", "how loud is the tv", "how warm is it in the kitchen", "how many lights are on"} {
		if p, err := compile.Compile(q); err != nil || p.Clauses[0].Kind != ir.Query {
			t.Errorf("%q: %v, %v, want a question", q, p, err)
		}
	}
}
