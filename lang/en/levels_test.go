package en

import (
	"slices"
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestLevelNamed: a level named by a word and no number (levels), said as
// where to put a thing by every verb of putting, or after its name alone,
// is a wish (asked, never done) for every kind of thing with a level but
// a fan, whose named speeds are settings (TestFanSettings); a level said
// with a direction stays a command.
func TestLevelNamed(t *testing.T) {
	registered()
	things := []string{"kitchen light", "lights", "tv volume", "volume", "thermostat", "bedroom ac", "den speaker", "heating"}
	var puts []string
	for put := range putOn {
		puts = append(puts, put)
	}
	slices.Sort(puts)
	n := 0
	for level := range levels {
		for _, thing := range things {
			ways := []string{thing + " " + level, thing + " on " + level, "the " + thing + " to " + level, "i need a " + level + " " + thing}
			for _, put := range puts {
				for _, prep := range []string{"on", "to", "at"} {
					ways = append(ways, put+" the "+thing+" "+prep+" "+level, "please "+put+" the "+thing+" "+prep+" "+level)
				}
			}
			for _, said := range ways {
				p, err := compile.Compile(said)
				if err != nil {
					continue // not understood: never acts either
				}
				n++
				for _, c := range p.Clauses {
					if c.Kind == ir.Act && !c.Wish {
						t.Errorf("Compile(%q) = %s: a level named acts", said, p)
					}
				}
			}
			for _, said := range []string{"turn the " + thing + " up " + level, "turn the " + thing + " down " + level,
				"set the " + thing + " to 30"} {
				if p, err := compile.Compile(said); err == nil && strings.HasSuffix(p.String(), " wish") {
					t.Errorf("Compile(%q) = %s: want a command", said, p)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways understood, want at least 300", n)
	}
}
