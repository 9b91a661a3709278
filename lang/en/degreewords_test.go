package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestDegreeBefore: a word of degree right before a comparative ("even
// louder", "way brighter", "a lot warmer", "turn the volume up even more")
// compiles as the comparative alone, for every such word and every
// command of a list: "even" was read as a name and not understood.
func TestDegreeBefore(t *testing.T) {
	registered()
	cmds := []string{"make the study lamp %s brighter", "make the bedroom %s warmer", "make it %s louder", "%s louder", "%s more",
		"turn the volume up %s more", "make the tv %s quieter", "make the kitchen light %s dimmer", "%s brighter please",
		"make the living room %s cooler", "turn the bedroom ac %s higher", "a bit %s more"}
	degrees := []string{"even", "way", "far", "a lot", "a whole lot", "lots"}
	n := 0
	for _, c := range cmds {
		plain := strings.Join(strings.Fields(strings.ReplaceAll(c, "%s", "")), " ")
		want, err := compile.Compile(plain)
		if err != nil {
			t.Fatalf("Compile(%q): %v", plain, err)
		}
		for _, d := range degrees {
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
