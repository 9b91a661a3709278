package en

import (
	"fmt"
	"testing"

	"edge/compile"
)

// TestUnlockTheLockThere: "unlock the lock on the porch" unlocks the lock
// there, with every place word and place, politeness or none: it was read
// as "unlock the- lock" said again and locked it. "unlock the- lock the
// door" is still the lock said again.
func TestUnlockTheLockThere(t *testing.T) {
	registered()
	n := 0
	for _, thing := range []string{"lock", "locks", "door lock", "smart lock"} {
		for _, prep := range []string{"on", "in", "at", "by"} {
			for _, place := range []string{"the porch", "the front porch", "the back door", "the garage", "the hall"} {
				for _, end := range []string{"", " please", " now"} {
					text := fmt.Sprintf("unlock the %s %s %s%s", thing, prep, place, end)
					n++
					p, err := compile.Compile(text)
					if err != nil {
						continue // not understood: nothing done
					}
					for _, c := range p.Clauses {
						if c.Verb == "lock" {
							t.Errorf("Compile(%q) = %s: locks", text, p)
						}
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for _, text := range []string{"unlock the- lock the front door", "unlock the, lock the front door"} {
		if p, err := compile.Compile(text); err != nil || len(p.Clauses) != 1 || p.Clauses[0].Verb != "lock" {
			t.Errorf("Compile(%q) = %v, %v, want the lock said again", text, p, err)
		}
	}
}
