package en

import (
	"fmt"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestStateWished: a thing said with the state it is wished in, as a
// participle, after a wish ("i want the front door locked", "can we have
// the curtains opened") or before "please" ("garage door closed please"),
// is the command that leaves it so: it was not understood. With neither
// ("the garage door closed"), asked, liked, or of "it", it is no command.
func TestStateWished(t *testing.T) {
	registered()
	things := []string{"the front door", "front door", "the garage door", "the blinds", "bedroom blinds", "the living room curtain"}
	states := map[string]string{"locked": "lock", "unlocked": "unlock", "closed": "close", "opened": "open"}
	ways := []string{"%s %s please", "i want %s %s", "we need %s %s", "i'd like %s %s please", "can i have %s %s", "could we have %s %s",
		"alexa, %s %s please", "i would like %s %s"}
	n := 0
	for _, way := range ways {
		for _, thing := range things {
			for state, verb := range states {
				text := fmt.Sprintf(way, thing, state)
				n++
				p, err := compile.Compile(text)
				if err != nil || len(p.Clauses) != 1 || p.Clauses[0].Kind != ir.Act || p.Clauses[0].Verb != verb {
					t.Errorf("Compile(%q) = %v, %v: want %s", text, p, err, verb)
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
	for _, thing := range things {
		for state := range states {
			for _, way := range []string{"%s %s", "is %s %s please", "i like %s %s", "i have %s %s"} {
				text := fmt.Sprintf(way, thing, state)
				if p, err := compile.Compile(text); err == nil {
					for _, cl := range p.Clauses {
						if cl.Kind == ir.Act {
							t.Errorf("Compile(%q) = %s: want no command", text, p)
						}
					}
				}
			}
		}
	}
	for _, text := range []string{"i want it locked", "i want them closed please"} {
		if p, err := compile.Compile(text); err == nil && len(p.Clauses) > 0 && p.Clauses[0].Kind == ir.Act {
			t.Errorf("Compile(%q) = %s: want no command", text, p)
		}
	}
}
