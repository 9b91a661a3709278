package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestHangingOf: "of" ending a later part of a command ("turn on the tv and
// the lights of", a recogniser's "off") never leaves that part done with
// the first command's direction: its thing is named with the word, which
// names nothing, for every first command, thing and way of joining them;
// "… and the lights off" is still off, and "turn on the tv of" is still
// asked on or off.
func TestHangingOf(t *testing.T) {
	registered()
	firsts := []string{"turn on the tv", "switch on the fan", "turn the kitchen light on", "open the blinds", "please turn off the tv"}
	things := []string{"lights", "kitchen light", "fan", "heater", "bedroom lamp", "tv"}
	n := 0
	for _, first := range firsts {
		for _, thing := range things {
			if strings.Contains(first, thing) {
				continue // the first command's own thing
			}
			for _, join := range []string{" and the %s of", ", the %s of", " and %s of please", " and the %s of, thanks"} {
				text := first + strings.Replace(join, "%s", thing, 1)
				n++
				p, err := compile.Compile(text)
				if err != nil {
					continue // not understood: nothing done
				}
				for _, c := range p.Clauses {
					if c.Target.Name == thing {
						t.Errorf("Compile(%q) = %s: %q done without its last word", text, p, thing)
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	p, err := compile.Compile("turn on the tv and the lights off")
	if err != nil || len(p.Clauses) != 2 || p.Clauses[1].Verb != "off" {
		t.Errorf("Compile(turn on the tv and the lights off) = %v, %v, want the lights off", p, err)
	}
}
