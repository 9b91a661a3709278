package en

import (
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestHeldState: what a person says they have a thing in (every person,
// word of having, thing and state: "i have the kitchen light on", "we've
// got the blinds open", "the kids have the tv on mute") is a question of
// it and never a command: the person and "have" were left out and the
// thing was switched, set or opened. Asked for ("can i have the light
// on") or with "to" ("i have to turn off the tv") it stays a command.
func TestHeldState(t *testing.T) {
	registered()
	persons := []string{"i have", "i've got", "i have got", "we have", "we've got", "i got", "the kids have", "my son has", "you have", "someone has", "i had"}
	things := []string{"the kitchen light", "the tv", "the bedroom blinds", "the heating", "the lights"}
	states := []string{"on", "off", "open", "on mute", "on max", "on 30 percent"}
	n := 0
	for _, who := range persons {
		for _, thing := range things {
			for _, state := range states {
				text := who + " " + thing + " " + state
				n++
				p, err := compile.Compile(text)
				if err != nil {
					continue // not understood: never acts either
				}
				for _, c := range p.Clauses {
					if c.Kind == ir.Act {
						t.Errorf("Compile(%q) = %s: a state told acts", text, p)
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for _, text := range []string{"can i have the kitchen light on", "could i have the lights on please", "i have to turn off the tv",
		"i've got to turn the tv off", "have the kitchen light on by seven", "i want the kitchen light on"} {
		p, err := compile.Compile(text)
		if err != nil || len(p.Clauses) == 0 || p.Clauses[0].Kind != ir.Act {
			t.Errorf("Compile(%q) = %v, %v: want a command", text, p, err)
		}
	}
}
