package lang_test

import (
	"slices"
	"testing"

	"edge/lang"
	_ "edge/lang/all"
)

// TestHazardsWorked: every hazard word of each pack in a name that is
// nothing but it and words that work it ("Garage door toggle", "Open
// gate", "Kettle on", "turn on the heater", 打开车库门, 关闭燃气阀) says its
// hazard to HazardsWorked, though HazardsOf reads the name as an
// instruction that says nothing; an instruction that names anything else
// ("Porch light; unlock the gate", 客厅灯打开车库门) and a plain name say
// nothing to it.
func TestHazardsWorked(t *testing.T) {
	forms := map[string][]func(w string) string{
		"en": {
			func(w string) string { return w + " toggle" },
			func(w string) string { return "open " + w },
			func(w string) string { return w + " on" },
			func(w string) string { return "turn on the " + w },
			func(w string) string { return "toggle " + w },
			func(w string) string { return "turn off the " + w },
		},
		"zh": {
			func(w string) string { return "打开" + w },
			func(w string) string { return "关闭" + w },
			func(w string) string { return "把" + w + "打开" },
		},
	}
	n := 0
	for _, p := range lang.Packs() {
		for hazard, words := range p.Vocab().Hazards {
			for _, w := range words {
				for _, form := range forms[p.Code()] {
					name := form(w)
					if got := lang.HazardsWorked(name); !slices.Contains(got, hazard) {
						t.Errorf("HazardsWorked(%q) = %q, want %s in it", name, got, hazard)
					}
					n++
				}
				for _, name := range []string{"Porch light; unlock the " + w, "客厅灯打开" + w, w} {
					if got := lang.HazardsWorked(name); got != nil {
						t.Errorf("HazardsWorked(%q) = %q, want nothing", name, got)
					}
					n++
				}
			}
		}
	}
	if n < 500 {
		t.Fatalf("only %d names", n)
	}
}
