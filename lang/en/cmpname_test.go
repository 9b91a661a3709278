package en

import (
	"fmt"
	"testing"

	"edge/compile"
)

// TestCmpNameKeepsComparisons: a word of comparison read as the first word
// of a name ("the under cabinet lights") never takes one from a
// condition: with every word of comparison, before a number, a number
// with its unit or a word of a value, after "is", "goes", "drops" or
// "gets", the command keeps its condition.
func TestCmpNameKeepsComparisons(t *testing.T) {
	registered()
	n, understood := 0, 0
	for _, cmp := range []string{"above", "over", "below", "under"} {
		for _, verb := range []string{"is", "goes", "drops", "gets"} {
			for _, value := range []string{"26", "26 degrees", "twenty degrees", "50 percent"} {
				for _, frame := range []string{"turn on the fan if it %s %s %s", "if the kitchen %s %s %s turn on the fan", "turn off the lights when the temperature %s %s %s"} {
					text := fmt.Sprintf(frame, verb, cmp, value)
					n++
					p, err := compile.Compile(text)
					if err != nil {
						continue // not understood: nothing done
					}
					understood++
					for _, c := range p.Clauses {
						if c.Condition == nil {
							t.Errorf("Compile(%q) = %s: done without its condition", text, p)
						}
					}
				}
			}
		}
	}
	if n < 150 || understood < n/2 {
		t.Errorf("%d ways, %d understood, want at least 150, half of them understood", n, understood)
	}
}
