package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestLiking: what a person says they like ("i like the lights on", "we
// love the tv on", "i prefer the blinds closed", "i like to turn off the
// tv") never acts, for every person and word of liking, every thing and
// state, and every switch command liked "to"; "i'd like …" and "i would
// love …" still ask for it.
func TestLiking(t *testing.T) {
	registered()
	things := []string{"the lights", "the kitchen light", "the tv", "the blinds", "the garage door", "the lamp", "the heater", "my bedroom"}
	states := []string{"on", "off", "open", "closed", "at 30 percent", "at 20 degrees", "on please", "on in the evening", "off at night"}
	n := 0
	check := func(text string) {
		n++
		p, err := compile.Compile(text)
		if err != nil {
			return // not understood: never acts either
		}
		for _, c := range p.Clauses {
			if c.Kind == ir.Act {
				t.Errorf("Compile(%q) = %s: a liking acts", text, p)
			}
		}
	}
	for who := range likers {
		for like := range likes {
			for _, thing := range things {
				for _, state := range states {
					check(who + " " + like + " " + thing + " " + state)
				}
			}
		}
	}
	for _, cmd := range switchCommands() {
		if f := strings.Fields(cmd); f[0] == "please" || f[1] != "the" && f[0] != "turn" && f[0] != "switch" {
			continue // a verb of two words ("blow out"), or a courtesy the speaker gives no one
		}
		for _, like := range []string{"like to", "love to", "prefer to"} {
			check("i " + like + " " + cmd)
		}
	}
	if n < 400 {
		t.Errorf("%d ways, want at least 400", n)
	}
	for _, text := range []string{"i'd like the lights on", "i would like the kitchen light on", "i would love the tv on",
		"we'd like the lamp off", "i'd like to turn off the tv"} {
		p, err := compile.Compile(text)
		if err != nil || len(p.Clauses) == 0 || p.Clauses[0].Kind != ir.Act {
			t.Errorf("Compile(%q) = %v, %v, want a command", text, p, err)
		}
	}
}
