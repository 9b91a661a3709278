package index

import (
	"strings"
	"testing"

	"edge/lang"
)

// TestKnownThingNoClass: a word of a thing a language knows, that a home
// may lack or that does a hazard (the pack's decoys and hazard words:
// "boiler", "radiator", "toaster"), is never read as another class word
// it is spelt or sounds like, for every such word of one latin word;
// "boiler" was a "blower", a fan. A misspelt class word still is one
// ("heeter", "lite"); a short word that only sounds like one is none
// ("bat").
func TestKnownThingNoClass(t *testing.T) {
	n := 0
	for _, p := range lang.Packs() {
		d, ok := p.(lang.Decoyer)
		if !ok {
			continue
		}
		words, _ := d.Decoys()
		for _, ws := range p.Vocab().Hazards {
			words = append(words, ws...)
		}
		for _, w := range words {
			if strings.ContainsAny(w, " -") || w[0] >= 0x80 {
				continue
			}
			if c, _ := lang.ClassOf(w); c != "" {
				continue
			}
			n++
			if class, cw := soundsLikeClass(w); class != "" {
				t.Errorf("%q read as %q (%s), want no class", w, cw, class)
			}
		}
	}
	for w, want := range map[string]string{"heeter": "heater", "lite": "light", "bat": ""} {
		if _, got := soundsLikeClass(w); got != want {
			t.Errorf("%q read as %q, want %q", w, got, want)
		}
	}
	if n < 50 {
		t.Errorf("%d words, want at least 50", n)
	}
}
