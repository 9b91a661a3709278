package en

import (
	"slices"
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestDidWho: a question of whether someone did something, the thing said
// between the verb and its particle ("did you switch the tv off", "did the
// kids turn the tv on", "did anyone switch the heater on"), asks about the
// thing and never acts, for every person, word of people with "the" or
// "my", word of anyone, verb of turning and direction; "switch" is the
// verb, never a switch.
func TestDidWho(t *testing.T) {
	registered()
	var who []string
	for w := range reporters {
		who = append(who, w)
	}
	for w := range doers {
		who = append(who, w)
	}
	for w := range people {
		if w != "him" && w != "her" && w != "everyone" && w != "everybody" {
			who = append(who, "the "+w, "my "+w)
		}
	}
	slices.Sort(who)
	n := 0
	for _, w := range who {
		for _, verb := range []string{"switch", "turn", "put"} {
			for _, thing := range []string{"the tv", "the heater", "the lights in the kitchen", "the study lamp"} {
				for _, d := range []string{"on", "off"} {
					text := "did " + w + " " + verb + " " + thing + " " + d
					n++
					p, err := compile.Compile(text)
					if err != nil {
						t.Errorf("Compile(%q): %v, want a question", text, err)
						continue
					}
					for _, c := range p.Clauses {
						if c.Kind != ir.Query || strings.Contains(c.Target.Name, verb) {
							t.Errorf("Compile(%q) = %s, want a question of %s", text, p, thing)
						}
					}
				}
			}
		}
	}
	if n < 1000 {
		t.Errorf("%d ways, want at least 1000", n)
	}
}
