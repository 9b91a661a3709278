package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
	"edge/lang"
)

// TestRelative: a command on things "that are" in the opposite of the
// state it leaves them in, for every such command, every word opening the
// relative clause and with a place after it, compiles as the command on
// those things if they are in that state ("… if it is on"); "that are"
// before a place names the place; a state that is not the opposite leaves
// a question, never a command.
func TestRelative(t *testing.T) {
	registered()
	commands := map[string]string{"turn off the %s": "lights", "switch off all the %s": "lights", "turn on the %s": "lamps",
		"close the %s": "blinds", "open the %s": "curtains", "lock the %s": "doors", "unlock the %s": "doors", "shut off the %s": "fans"}
	n := 0
	for cmd, thing := range commands {
		said := strings.ReplaceAll(cmd, "%s", thing)
		p, err := compile.Compile(said)
		if err != nil || len(p.Clauses) != 1 || p.Clauses[0].Kind != ir.Act {
			t.Fatalf("Compile(%q) = %v, %v", said, p, err)
		}
		done := p.Clauses[0].Verb
		if rs := lang.VerbResults[done]; len(rs) == 1 {
			done = rs[0]
		}
		state := opposites[done]
		if state == "" {
			t.Fatalf("%q leaves no state with an opposite: %s", said, p)
		}
		for rel := range relWords {
			for be := range beWords {
				for _, place := range []string{"", " in the kitchen", " upstairs"} {
					text := said + " " + rel + " " + be + " " + state + place
					want := compiled(said + place + " if it is " + state)
					n++
					if got := compiled(text); got != want || !strings.Contains(want, " if ") {
						t.Errorf("Compile(%q) = %s, want %s", text, got, want)
					}
					if place != "" {
						text = said + " " + rel + " " + be + place
						want = compiled(said + place)
						n++
						if got := compiled(text); got != want {
							t.Errorf("Compile(%q) = %s, want %s", text, got, want)
						}
					}
					text = said + " " + rel + " " + be + " " + done + place
					if p, err := compile.Compile(text); err == nil && p.Clauses[0].Kind == ir.Act {
						t.Errorf("Compile(%q) = %s: a command on things already so", text, p)
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
}
