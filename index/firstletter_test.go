package index

import (
	"strings"
	"testing"

	"edge/lang"
)

// TestFirstLetterMisspelt: a word one or two edits from a class word,
// its first letter another that no key beside it types ("fights",
// "camp", "leaving" for "heating"), is not read as that class word: it
// is as often a word of its own. The key beside it is a typo ("kamp",
// "piving"), and so are the first two letters swapped and a first
// letter of the same sound.
func TestFirstLetterMisspelt(t *testing.T) {
	n := 0
	for _, ws := range lang.Classes() {
		for _, cw := range ws {
			if len(cw) < 4 || strings.ContainsAny(cw, " -") || cw[0] < 'a' || cw[0] > 'z' {
				continue
			}
			for c := byte('a'); c <= 'z'; c++ {
				w := string(c) + cw[1:]
				if c == cw[0] || keysBeside(c, cw[0]) || skeleton(w) == skeleton(cw) {
					continue // a typo, or a letter of the same sound ("qurtain")
				}
				n++
				if _, word := soundsLikeClass(w); word == cw {
					t.Errorf("%q read as %q", w, cw)
				}
				if misspeltFor(w, cw) {
					t.Errorf("misspeltFor(%q, %q), want false", w, cw)
				}
			}
		}
	}
	if n < 900 {
		t.Errorf("%d words, want at least 900", n)
	}
	for w, c := range map[string]string{"leaving": "heating", "wall": "hall", "fights": "lights", "camp": "lamp"} {
		if misspeltFor(w, c) {
			t.Errorf("misspeltFor(%q, %q), want false", w, c)
		}
	}
	for w, c := range map[string]string{"kamp": "lamp", "piving": "living", "iktchen": "kitchen", "kitchn": "kitchen", "ligth": "light", "heeting": "heating"} {
		if !misspeltFor(w, c) {
			t.Errorf("misspeltFor(%q, %q), want true", w, c)
		}
	}
}
