package en

import (
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestAskedToo: a question of yes or no that names two things joined by
// "and", the state said once at the end or after each ("is the oven and
// the kettle off", "is the tv on and the fan off", "did i leave the oven
// and the iron on"), asks of both and never acts: the second was read as
// the command "the kettle off". A verb of its own after the question
// ("is the tv on and turn off the fan") is still a command.
func TestAskedToo(t *testing.T) {
	registered()
	things := [][2]string{{"the oven", "the kettle"}, {"the tv", "the fan"}, {"the kitchen light", "the hall light"},
		{"the bedroom lamp", "the heater"}, {"the garage door", "the front door"}, {"the heating", "the lights upstairs"}}
	asks := []string{"is", "are", "did i leave", "did you leave", "did someone leave"}
	states := []string{"on", "off", "open", "closed"}
	n := 0
	for _, q := range asks {
		for _, th := range things {
			for _, st := range states {
				for _, text := range []string{
					q + " " + th[0] + " and " + th[1] + " " + st,
					q + " " + th[0] + " " + st + " and " + th[1] + " " + st,
					q + " " + th[0] + " " + st + " and " + th[1] + " " + st + " please",
				} {
					n++
					p, err := compile.Compile(text)
					if err != nil {
						continue // not understood: nothing acts
					}
					for _, cl := range p.Clauses {
						if cl.Kind != ir.Query {
							t.Errorf("Compile(%q) = %v, a clause acts", text, p)
						}
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	p, err := compile.Compile("is the tv on and turn off the fan")
	if err != nil || len(p.Clauses) != 2 || p.Clauses[1].Kind != ir.Act {
		t.Errorf("Compile(is the tv on and turn off the fan) = %v, %v, want a question and a command", p, err)
	}
}
