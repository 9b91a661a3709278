package en

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/compile"
)

// TestNumberMore: a number said right before a comparative, for every
// comparative of the pack with an attribute, in digits or words, with or
// without its unit, after every verb of making, changes by that number in
// the comparative's direction, never sets the number.
func TestNumberMore(t *testing.T) {
	registered()
	things := map[string]string{"brightness": "kitchen light", "volume": "tv", "temperature": "bedroom ac"}
	unitOf := map[string][]string{"brightness": {" percent", "%", ""}, "volume": {" percent", ""}, "temperature": {" degrees", ""}}
	var comps []string
	for w, r := range rels {
		if things[r.Attr] != "" && r.Sign != 0 {
			comps = append(comps, w)
		}
	}
	slices.Sort(comps)
	if len(comps) < 8 {
		t.Fatalf("comparatives: %v", comps)
	}
	n := 0
	for _, w := range comps {
		r := rels[w]
		sign := "+"
		if r.Sign < 0 {
			sign = "-"
		}
		for _, num := range []struct{ said, digits string }{{"2", "2"}, {"three", "3"}, {"twenty", "20"}} {
			for _, unit := range unitOf[r.Attr] {
				for _, verb := range []string{"make the %s %s", "set the %s %s", "turn the %s %s", "can you make the %s %s", "the %s %s"} {
					text := fmt.Sprintf(verb, things[r.Attr], num.said+unit+" "+w)
					got, err := compile.Compile(text)
					if err != nil {
						continue // not understood: never a wrong value
					}
					n++
					s := got.String()
					if strings.Contains(s, "="+num.digits) || !strings.Contains(s, sign+num.digits) {
						t.Errorf("Compile(%q) = %s, want a change by %s%s", text, s, sign, num.digits)
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways understood, want at least 200", n)
	}
	for text, want := range map[string]string{"set the kitchen light to 20 percent": "level=20",
		"set the tv to 20": "level=20", "make the kitchen light brighter": "brightness+10"} {
		if p, err := compile.Compile(text); err != nil || !strings.Contains(p.String(), want) {
			t.Errorf("Compile(%q) = %v, %v, want %s", text, p, err, want)
		}
	}
}
