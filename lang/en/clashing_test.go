package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestClashing: two opposite words said one after the other ("turn the tv
// on off", "turn on off the tv", "turn the lamp on of", "open close the
// blinds", "lock unlock the front door") are done as neither, for every
// verb of the pack with an opposite, both orders, every thing and with a
// hesitation between: the command asks on or off, or is not understood.
// "Turn the lights off on the upper floor" (a place's "on") and "turn the
// tv on and off" still act.
func TestClashing(t *testing.T) {
	generated(t)
	registered()
	things := []string{"the tv", "the kitchen light", "the blinds", "the front door", "the alarm", "the vacuum", "the lights in the study"}
	var ways []string
	for _, thing := range things {
		for _, turn := range []string{"turn", "switch", "please turn"} {
			for _, pair := range [][2]string{{"on", "off"}, {"off", "on"}, {"on", "of"}, {"on", "uh off"}, {"off", "um on"}} {
				ways = append(ways, turn+" "+thing+" "+pair[0]+" "+pair[1])
			}
			ways = append(ways, turn+" on off "+thing, turn+" on uh off "+thing) // "off on the …" may be a place's "on"
		}
	}
	for a := range verbs {
		for b := range verbs {
			va, vb := verbs[a], verbs[b]
			if undoes[va] != vb || len(a) < 3 || len(b) < 3 || strings.Contains(a+b, " ") {
				continue
			}
			for _, thing := range []string{"the blinds", "the garage door", "the front door", "the alarm", "the vacuum", "the volume"} {
				ways = append(ways, a+" "+b+" "+thing, "please "+a+" "+b+" "+thing, a+" uh "+b+" "+thing)
			}
		}
	}
	if len(ways) < 500 {
		t.Fatalf("%d ways, want at least 500", len(ways))
	}
	for _, text := range ways {
		p, err := compile.Compile(text)
		if err != nil {
			continue // not understood: never acts either
		}
		for _, c := range p.Clauses {
			if c.Kind == ir.Act && undoes[c.Verb] != "" {
				t.Errorf("Compile(%q) = %s: one of two opposite words done", text, p)
			}
		}
	}
	for text, n := range map[string]int{"turn the lights off on the upper floor": 1, "turn the tv on and off": 2, "turn off the tv": 1} {
		p, err := compile.Compile(text)
		if err != nil || len(p.Clauses) != n || p.Clauses[0].Kind != ir.Act {
			t.Errorf("Compile(%q) = %v, %v, want %d commands", text, p, err, n)
		}
	}
}
