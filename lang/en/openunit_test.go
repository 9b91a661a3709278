package en

import (
	"fmt"
	"testing"

	"edge/compile"
)

// TestOpenedInAnotherUnit: a thing opened or closed to a value in a unit no
// opening is counted in (kelvin, "2k", degrees) is no command of how far
// open: "open the garage door 2k" asked to set it to 2 %, the unit left
// out, and a yes moved it; "close the blinds 22 degrees" set them to 22 %.
// A value in percent, bare after "to", or a fraction still sets how far.
func TestOpenedInAnotherUnit(t *testing.T) {
	registered()
	verbs := []string{"open", "close", "please open", "can you close"}
	things := []string{"the garage door", "the blinds", "the living room curtain", "bedroom blinds", "the curtains"}
	values := []string{"2k", "2 k", "2700k", "3000 kelvin", "22 degrees", "20°C", "to 4000k", "70 f"}
	n := 0
	for _, verb := range verbs {
		for _, thing := range things {
			for _, v := range values {
				text := fmt.Sprintf("%s %s %s", verb, thing, v)
				n++
				p, err := compile.Compile(text)
				if err != nil {
					continue
				}
				for _, cl := range p.Clauses {
					for _, prm := range cl.Params {
						if prm.Name == "position" {
							t.Errorf("Compile(%q) = %v: want no position", text, p)
						}
					}
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
	for text, want := range map[string]float64{"open the blinds 50 percent": 50, "close the curtain 30%": 30, "open the garage door to 40": 40,
		"open the blinds halfway": 50, "close the curtains to a quarter": 25} {
		p, err := compile.Compile(text)
		if err != nil || len(p.Clauses) != 1 || len(p.Clauses[0].Params) != 1 || p.Clauses[0].Params[0].Name != "position" || p.Clauses[0].Params[0].Num != want {
			t.Errorf("Compile(%q) = %v, %v: want the position %v", text, p, err, want)
		}
	}
}
