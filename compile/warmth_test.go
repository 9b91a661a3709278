package compile

import (
	"strings"
	"testing"

	"edge/lang"
)

// TestWarmthOfColourTemperature says every word of each pack that makes a
// thing warmer or colder of a light's colour temperature, said by name
// ("色温调暖一点"): a warmer light is fewer kelvin, a colder one more,
// whatever the word's own direction for a room's temperature.
func TestWarmthOfColourTemperature(t *testing.T) {
	seeds := map[string][]string{"zh": {"书房台灯色温%s", "把客厅吸顶灯的色温%s"}}
	n := 0
	for _, p := range lang.Packs() {
		for _, seed := range seeds[p.Code()] {
			for word, c := range p.Vocab().Rels {
				if c.Attr != "temperature" {
					continue
				}
				text := strings.Replace(seed, "%s", word, 1)
				got, err := Compile(text)
				if err != nil {
					t.Errorf("Compile(%q): %v", text, err)
					continue
				}
				n++
				cl := got.Clauses
				if len(cl) != 1 || len(cl[0].Params) != 1 || cl[0].Params[0].Name != "color_temp" || !cl[0].Params[0].Relative ||
					cl[0].Params[0].Num*c.Sign >= 0 {
					t.Errorf("%q (%+g warmth) → %s, want a colour temperature changed against it", text, c.Sign, got)
				}
			}
		}
	}
	if n < 10 {
		t.Errorf("%d wordings, want at least 10", n)
	}
}
