package en

import (
	"fmt"
	"testing"

	"edge/compile"
)

// TestQuarters: a level said in quarters or thirds after "to" (every verb,
// thing and wording of a quarter or three, a third or two) is 25, 75, 33
// or 67 percent, as "to half" is 50: "quarter" and "third" were a name and
// nothing was understood. Before a word of the clock it stays a time.
func TestQuarters(t *testing.T) {
	registered()
	forms := []string{"set the %s to %s", "%s to %s", "turn the %s down to %s", "put the %s to %s please", "can you set the %s to %s"}
	things := []string{"study lamp", "kitchen light", "bedroom blinds", "tv volume", "living room curtain"}
	said := map[string]float64{"a quarter": 25, "one quarter": 25, "quarter": 25, "three quarters": 75,
		"a third": 33, "one third": 33, "two thirds": 67}
	n := 0
	for _, f := range forms {
		for _, thing := range things {
			for words, pct := range said {
				text := fmt.Sprintf(f, thing, words)
				n++
				p, err := compile.Compile(text)
				if err != nil || len(p.Clauses) != 1 || len(p.Clauses[0].Params) != 1 || p.Clauses[0].Params[0].Num != pct || p.Clauses[0].Params[0].Relative {
					t.Errorf("Compile(%q) = %v, %v: want %g percent", text, p, err, pct)
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
	p, err := compile.Compile("turn on the kitchen light at a quarter to five")
	if err != nil || len(p.Clauses) != 1 || p.Clauses[0].When == nil || len(p.Clauses[0].Params) != 0 {
		t.Errorf("'at a quarter to five' = %v, %v: want a time", p, err)
	}
	for _, text := range []string{"switch to the third one", "set the study lamp to the third", "set the lamp to two thirds of the way"} {
		if p, err := compile.Compile(text); err == nil && len(p.Clauses) == 1 && len(p.Clauses[0].Params) == 1 && p.Clauses[0].Params[0].Num >= 33 {
			t.Errorf("Compile(%q) = %v: want no part of the whole", text, p)
		}
	}
}
