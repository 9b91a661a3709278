package en

import (
	"slices"
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestTimeOfSecondCommand: a time said between two commands ("turn on
// the oven and in 30 minutes turn it off"), after two ("turn on the oven
// and turn it off in 30 minutes"), or after one said for now, with every
// verb of the pack that switches, opens or closes and every delay and hour
// word, is a time apart (ir.When.Apart), which edge does not keep: never
// both put off to the time (the oven on and off at once, later), never the
// hour a level set now ("turn off the tv and turn on the lamp at 7" set it
// to 7%). Said before both, or after one command only, it is their time.
func TestTimeOfSecondCommand(t *testing.T) {
	generated(t)
	registered()
	var firsts []string
	for _, v := range sortedKeys(verbs) {
		if switchMeanings[verbs[v]] {
			firsts = append(firsts, v+" the garage light")
		}
	}
	firsts = append(firsts, "turn on the oven", "switch the tv off")
	times := []string{"in 30 minutes", "after 10 minutes", "in half an hour", "at 7", "at 7 pm", "around 9"}
	n := 0
	for _, first := range firsts {
		for _, when := range times {
			for _, text := range []string{first + " and " + when + " turn it off", first + " and turn it off " + when,
				first + " then turn on the desk lamp " + when, first + " now and the desk lamp " + when,
				first + ", " + when + " close the blinds"} {
				n++
				if p, err := compile.Compile(text); err != nil || !apart(p) {
					t.Errorf("Compile(%q) = %v, %v, want a time apart", text, p, err)
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
	for _, text := range []string{"in 30 minutes turn on the oven and turn off the tv", "turn off the tv and the desk lamp in 10 minutes",
		"please turn off the tv at 7 pm", "at 7 turn off the tv and close the blinds"} {
		if p, err := compile.Compile(text); err != nil || p.Clauses[0].When == nil || apart(p) {
			t.Errorf("Compile(%q) = %v, %v, want it done later", text, p, err)
		}
	}
	if !strings.HasPrefix(firsts[0], firsts[0][:1]) {
		t.Fatal("no commands built")
	}
}

// apart reports a program of clauses that all carry a time apart.
func apart(p *ir.Program) bool {
	return len(p.Clauses) > 0 && !slices.ContainsFunc(p.Clauses, func(c ir.Clause) bool { return c.When == nil || !c.When.Apart })
}
