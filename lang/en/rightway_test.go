package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestRightWay: "right" before a direction says it as British speakers do:
// "turn the volume right up" is "all the way up", "turn the tv right off"
// is "turn the tv off", for every thing, verb of turning and direction; after
// an article it is still a name's word ("turn on the right lamp").
func TestRightWay(t *testing.T) {
	registered()
	things := []string{"the volume", "the telly", "the tv", "the lights", "the kitchen light", "the heating", "the music", "the fan",
		"the lights in the study"}
	n := 0
	for _, thing := range things {
		for _, verb := range []string{"turn", "put", "switch", "please turn"} {
			for d, plain := range map[string]string{"up": "all the way up", "down": "all the way down", "off": "off", "on": "on"} {
				text := verb + " " + thing + " right " + d
				want, err := compile.Compile(verb + " " + thing + " " + plain)
				if err != nil {
					continue // not read without "right" either
				}
				n++
				if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
					t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("%d ways, want at least 80", n)
	}
	p, err := compile.Compile("turn on the right lamp")
	if err != nil || len(p.Clauses) != 1 || !strings.Contains(p.Clauses[0].Target.Name, "right") {
		t.Errorf("Compile(turn on the right lamp) = %v, %v, want the right lamp", p, err)
	}
}
