package index

// The variants a unit said may match: itself, a latin word's misspellings
// (never a word it ends with, or that ends with it), a CJK character's
// readings and the readings one edit from them.

import (
	"strings"

	"edge/internal/editdist"
)

// variant is one term a query unit may match, at a level.
type variant struct {
	term  string
	level float32
}

// variants lists the terms a unit may match: itself, and for a word not
// in the index its misspellings; for a CJK character its readings and
// folded readings.
func (b *bm25) variants(u unit) []variant {
	switch u.kind {
	case unitNum:
		return []variant{{preNum + u.text, levelExact}}
	case unitWord:
		vs := []variant{{preWord + u.text, levelExact}}
		if _, known := b.post[preWord+u.text]; known {
			return vs
		}
		return append(vs, b.misspelt(u.text)...)
	}
	vs := []variant{{preChar + u.text, levelExact}}
	for _, p := range readings(u.text) {
		vs = append(vs, variant{prePinyin + p, levelPinyin})
	}
	for _, f := range foldedReadings(u.text) {
		vs = append(vs, variant{preFolded + f, levelFolded})
	}
	return vs
}

// nearReadings lists, for a CJK character none of whose variants matched,
// the indexed folded readings one edit from its own (of three letters or
// more).
func (b *bm25) nearReadings(u unit) []variant {
	var vs []variant
	folded := foldedReadings(u.text)
	for _, f := range folded {
		if len(f) < 3 {
			continue
		}
		for _, g := range b.folded {
			if !containsString(folded, g) && editdist.Distance(f, g, 1) == 1 {
				vs = append(vs, variant{preFolded + g, levelNearPin})
			}
		}
	}
	return vs
}

// misspelt lists the indexed words a latin word may be a misspelling of:
// within maxEdits edits, or of the same skeleton and within three edits;
// never a word it ends with or that ends with it ("dehumidifier" is no
// misspelt "humidifier": another device).
func (b *bm25) misspelt(w string) []variant {
	var out []variant
	n := len([]rune(w))
	if k := maxEdits(n); k > 0 {
		for l := n - k; l <= n+k; l++ {
			for _, c := range b.wordsByLen[l] {
				if !nested(w, c) && editdist.Distance(w, c, k) <= k {
					out = append(out, variant{preWord + c, levelEdit})
				}
			}
		}
	}
	if n >= 3 {
		if s := skeleton(w); len(s) >= 2 {
			for _, c := range b.bySkeleton[s] {
				if !hasTerm(out, preWord+c) && !nested(w, c) && editdist.Distance(w, c, 3) <= 3 {
					out = append(out, variant{preWord + c, levelSound})
				}
			}
		}
	}
	return out
}

// nested reports two different words one of which ends with the other:
// a word with a modifier before it ("dehumidifier", "humidifier").
func nested(a, b string) bool {
	return a != b && (strings.HasSuffix(a, b) || strings.HasSuffix(b, a))
}

func hasTerm(vs []variant, t string) bool {
	for _, v := range vs {
		if v.term == t {
			return true
		}
	}
	return false
}
