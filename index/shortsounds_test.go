package index

import (
	"slices"
	"strings"
	"testing"

	"edge/internal/editdist"
	"edge/lang"
)

// TestShortSoundsLikeNoClass: a short word that only sounds like a class
// word (its vowels changed, an "h" added: "bat", "bath" for "bot", "fun"
// for "fan"), more edits away than a misspelling of its length may be, is
// never read as that class word, for every short latin class word; a long
// class word with a letter left out still is, or is asked about.
func TestShortSoundsLikeNoClass(t *testing.T) {
	all := map[string]bool{}
	for _, ws := range lang.Classes() {
		for _, w := range ws {
			all[w] = true
		}
	}
	n, long, found := 0, 0, 0
	for class, ws := range lang.Classes() {
		for _, cw := range ws {
			if cw == "" || cw[0] >= 0x80 || strings.Contains(cw, " ") {
				continue
			}
			if len(cw) >= 6 {
				typo := cw[:2] + cw[3:]
				if all[typo] {
					continue
				}
				long++
				switch c, _ := soundsLikeClass(typo); c {
				case class:
					found++
				case "": // two class words fit: asked, not guessed
				default:
					t.Errorf("soundsLikeClass(%q) = %q, want %q (%q with a letter left out)", typo, c, class, cw)
				}
				continue
			}
			for _, v := range soundAlikes(cw) {
				if all[v] || len(v) > 4 || editdist.Distance(v, cw, 4) <= maxEdits(len(v)) {
					continue
				}
				n++
				if _, w := soundsLikeClass(v); w == cw {
					t.Errorf("soundsLikeClass(%q) = %q: a short word read as a class word it only sounds like", v, w)
				}
			}
		}
	}
	if n < 20 || long < 20 || found < long*3/4 {
		t.Errorf("%d short words, %d long ones of which %d found, want at least 20, 20 and three in four", n, long, found)
	}
}

// soundAlikes are the words of a word's consonants with other vowels, and
// with an "h" after it.
func soundAlikes(w string) []string {
	out := []string{w + "h"}
	for i := 0; i < len(w); i++ {
		if !strings.ContainsRune("aeiou", rune(w[i])) {
			continue
		}
		for _, v := range "aeiou" {
			if byte(v) != w[i] {
				s := w[:i] + string(v) + w[i+1:]
				out = append(out, s, s+"h")
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}
