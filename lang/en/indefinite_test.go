package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestIndefiniteOne: an article of one ("a", "an", and "any", read as
// "a") before one thing of a class in a command is one of them left
// open, for every class word, verb, room and article; "the" takes all,
// and a question asks of all.
func TestIndefiniteOne(t *testing.T) {
	registered()
	n := 0
	for _, c := range sortedKeys(classes.word) {
		if verbs[c] != "" {
			continue // "hoover" is read as cleaning
		}
		for _, art := range append(sorted(indefinite), anyWord) {
			for _, form := range []string{"turn on %s %s in the bedroom", "switch off %s %s in the kitchen", "please turn %s kitchen %s on",
				"open %s %s", "dim %s %s in the study"} {
				text := strings.Replace(strings.Replace(form, "%s", art, 1), "%s", c, 1)
				n++
				p, err := compile.Compile(text)
				if err != nil {
					continue
				}
				for _, cl := range p.Clauses {
					if cl.Target.All || cl.Target.Plural || !cl.Target.One && cl.Target.Class != "" {
						t.Errorf("Compile(%q) = %s, want one of them left open", text, p)
					}
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
	for _, text := range []string{"turn on the light in the bedroom", "is a light on in the bedroom"} {
		if p, err := compile.Compile(text); err != nil || p.Clauses[0].Target.One {
			t.Errorf("Compile(%q) = %v, %v, want all of them", text, p, err)
		}
	}
}
