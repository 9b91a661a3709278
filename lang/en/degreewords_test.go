package en

import (
	"fmt"
	"strings"
	"testing"

	"edge/compile"
)

// TestDegreeBefore: a word of degree right before a comparative ("even
// louder", "way brighter", "a lot warmer", "turn the volume up even more")
// compiles as the comparative alone, for every such word and every
// command of a list: "even" was read as a name and not understood. "A
// lot", "a whole lot" and "lots" make the step twice as large.
func TestDegreeBefore(t *testing.T) {
	registered()
	cmds := []string{"make the study lamp %s brighter", "make the bedroom %s warmer", "make it %s louder", "%s louder", "%s more",
		"turn the volume up %s more", "make the tv %s quieter", "make the kitchen light %s dimmer", "%s brighter please",
		"make the living room %s cooler", "turn the bedroom ac %s higher", "a bit %s more"}
	degrees := []string{"even", "way", "far", "a lot", "a whole lot", "lots"}
	n := 0
	for _, c := range cmds {
		plain := strings.Join(strings.Fields(strings.ReplaceAll(c, "%s", "")), " ")
		for _, d := range degrees {
			want, err := stepsTimes(plain, degreeTimes(d))
			if err != nil {
				t.Fatalf("Compile(%q): %v", plain, err)
			}
			n++
			text := strings.TrimSpace(strings.ReplaceAll(c, "%s", d))
			if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
				t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
			}
		}
	}
	if n < 60 {
		t.Errorf("%d ways, want at least 60", n)
	}
	for _, text := range []string{"even", "turn on the even light", "the way"} {
		if p, err := compile.Compile(text); err == nil && len(p.Clauses) > 0 && len(p.Clauses[0].Params) > 0 {
			t.Errorf("Compile(%q) = %v, want no change", text, p)
		}
	}
}

// TestWayBeforeDirection: "way" or "far" right before "up" or "down"
// (every thing, verb and direction, with and without "please") says how
// much and the change is done, as without it: "turn the kitchen light way
// down" was a name "kitchen light way", not understood. "All the way"
// stays the most or the least.
func TestWayBeforeDirection(t *testing.T) {
	registered()
	things := []string{"kitchen light", "tv", "study lamp", "volume", "study speaker", "bedroom ac", "heating", "music"}
	verbs := []string{"turn the %s %s %s", "bring the %s %s %s", "crank the %s %s %s", "turn the %s %s %s please"}
	n := 0
	for _, thing := range things {
		for _, v := range verbs {
			for _, way := range []string{"way", "far"} {
				for _, dir := range []string{"up", "down"} {
					text := fmt.Sprintf(v, thing, way, dir)
					plain := strings.Replace(text, " "+way+" ", " ", 1)
					want, err := compile.Compile(plain)
					if err != nil {
						continue // not a command without the word either
					}
					n++
					got, err := compile.Compile(text)
					if err != nil || got.String() != want.String() {
						t.Errorf("Compile(%q) = %v, %v; want %s as %q", text, got, err, want, plain)
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	for _, text := range []string{"turn the tv all the way down", "turn the kitchen light all the way up"} {
		p, err := compile.Compile(text)
		if err != nil || len(p.Clauses) != 1 || len(p.Clauses[0].Params) != 1 || p.Clauses[0].Params[0].Relative {
			t.Errorf("Compile(%q) = %v, %v: want the most or the least", text, p, err)
		}
	}
}
