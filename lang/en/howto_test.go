package en

import (
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestHowTo: a question of how a thing is done, with every word of
// howAux and any subject, before every command of a list, is not
// understood: never done, never answered with a state; "how warm",
// "how many", "how bright" still ask.
func TestHowTo(t *testing.T) {
	generated(t)
	registered()
	cmds := []string{"turn on the fan", "turn off the ac", "open the garage door", "lock the front door", "set the temperature to 22", "dim the kitchen light", "start the vacuum"}
	n := 0
	for _, cmd := range cmds {
		if p, err := compile.Compile(cmd); err != nil || p.Clauses[0].Kind != ir.Act {
			t.Fatalf("%q: %v, %v", cmd, p, err)
		}
		for _, aux := range sorted(howAux) {
			for _, who := range []string{" i", " you", " we", " one", ""} {
				text := howAsker + " " + aux + who + " " + cmd
				n++
				if p, err := compile.Compile(text); err == nil {
					t.Errorf("%q: %v, want not understood", text, p)
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for _, q := range []string{"how warm is it in the kitchen", "how many lights are on", "how bright is the kitchen light", "how humid is the bathroom"} {
		if p, err := compile.Compile(q); err != nil || p.Clauses[0].Kind != ir.Query {
			t.Errorf("%q: %v, %v, want a question", q, p, err)
		}
	}
}
