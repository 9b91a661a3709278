package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestWhateverIs: "whatever" before "is" or "are" in a command ("turn off
// whatever is on in the kitchen", "close whatever's open", "lock whatever
// is unlocked") compiles as "everything that" said there, where it was a
// name not found; said with no command ("whatever is on") it acts on
// nothing.
func TestWhateverIs(t *testing.T) {
	registered()
	n := 0
	commands := []string{"turn off %s on", "switch off %s on", "turn on %s off", "close %s open", "open %s closed",
		"lock %s unlocked", "kill %s on", "please turn off %s on", "can you turn off %s on"}
	wheres := []string{"", " in the kitchen", " upstairs", " in the study please", " right now"}
	for _, c := range commands {
		for _, where := range wheres {
			for _, be := range [][2]string{{"whatever is", "everything that is"}, {"whatever's", "everything that's"},
				{"whatever are", "everything that are"}} {
				said := strings.Replace(c, "%s", be[0], 1) + where
				plain := strings.Replace(c, "%s", be[1], 1) + where
				n++
				sameCompiled(t, said, plain)
			}
		}
	}
	for _, c := range []string{"turn off %s in the kitchen", "switch off %s upstairs", "turn on %s in the study"} {
		said, plain := strings.Replace(c, "%s", "whatever is", 1), strings.Replace(c, "%s", "everything that is", 1)
		n++
		sameCompiled(t, said, plain)
	}
	for _, said := range []string{"whatever is on", "is whatever on", "whatever"} {
		n++
		if p, err := compile.Compile(said); err == nil && len(p.Clauses) > 0 && p.Clauses[0].Kind == "act" {
			t.Errorf("Compile(%q) = %v, want no command", said, p)
		}
	}
	if n < 100 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
}
