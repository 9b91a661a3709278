package en

import (
	"fmt"
	"testing"

	"edge/compile"
)

// TestLitFire: "light" before a thing a fire burns in ("light the
// fireplace", "light up the fire pit", "light the gas fire up please")
// compiles as "turn on" said of it, where it was the thing's lights; a
// place or a light after "light" ("light the living room", "light up the
// kitchen") is its lights as before.
func TestLitFire(t *testing.T) {
	registered()
	n := 0
	same := func(said, plain string) {
		t.Helper()
		n++
		sameCompiled(t, said, plain)
	}
	for _, thing := range firesLit {
		for _, name := range []string{"the " + thing, "the patio " + thing, "the " + thing + " in the den"} {
			for _, lit := range []string{"light %s", "light up %s", "light %s up"} {
				for _, f := range []string{"%s", "please %s", "can you %s", "%s please", "%s for me"} {
					same(fmt.Sprintf(f, fmt.Sprintf(lit, name)), fmt.Sprintf(f, "turn on "+name))
				}
			}
		}
	}
	for _, said := range []string{"light the living room", "light up the kitchen", "light the bedroom lights"} {
		n++
		if got, err := compile.Compile(said); err != nil || len(got.Clauses) != 1 || got.Clauses[0].Target.Class != "light" {
			t.Errorf("Compile(%q) = %v, %v, want its lights lit", said, got, err)
		}
	}
	if n < 300 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
}
