package en

import (
	"fmt"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestBeDone: a thing asked to be left in a state with "can", "could" or
// "would" and "be" (every opening, thing and past form, with "please"
// before or after) is the command of that verb, as "could the kitchen
// light be turned off" is: "opened" and "closed" were read as states and
// nothing was understood. Said as a statement or of what will be, nothing
// acts.
func TestBeDone(t *testing.T) {
	registered()
	opens := []string{"can", "could", "would", "please could", "can you tell me if"}
	things := []string{"the blinds", "the curtains", "the garage door", "the bedroom blinds", "the living room curtain"}
	done := map[string]string{"opened": "open", "closed": "close", "shut": "close", "raised": "raise", "lowered": "lower"}
	n := 0
	for _, o := range opens {
		for _, thing := range things {
			for form, verb := range done {
				for _, tail := range []string{"", " please"} {
					text := fmt.Sprintf("%s %s be %s%s", o, thing, form, tail)
					p, err := compile.Compile(text)
					if o == "can you tell me if" {
						if err == nil && len(p.Clauses) > 0 && p.Clauses[0].Kind == ir.Act {
							t.Errorf("Compile(%q) = %s: a question acts", text, p)
						}
						continue
					}
					n++
					if err != nil || len(p.Clauses) != 1 || p.Clauses[0].Kind != ir.Act {
						t.Errorf("Compile(%q) = %v, %v: want to %s it", text, p, err, verb)
					}
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
	for _, text := range []string{"will the blinds be closed", "the blinds are closed", "the blinds will be closed", "the garage door should be closed by now"} {
		if p, err := compile.Compile(text); err == nil && len(p.Clauses) > 0 && p.Clauses[0].Kind == ir.Act {
			t.Errorf("Compile(%q) = %s: a statement acts", text, p)
		}
	}
}
