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
// in the index its misspellings; for a CJK character its common reading,
// and that folded (saidReading).
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
	if p, f, ok := saidReading(u.text); ok {
		vs = append(vs, variant{prePinyin + p, levelPinyin}, variant{preFolded + f, levelFolded})
	}
	return vs
}

// saidReading is the reading a character said is heard by: its common one
// (and that folded). A recogniser writes a sound it heard as a character
// that commonly has it, so a character said matches a name's character by
// its common reading, and the name's by any of its readings (行 of 银行 is
// also "hang"); two rare readings alike are no sound said (射 and 台 are
// both read "yi", rarely: 射灯 is no 台灯).
func saidReading(char string) (plain, folded string, ok bool) {
	rd := charReadings(char)
	if len(rd.plain) == 0 {
		return "", "", false
	}
	return rd.plain[0], rd.common, true
}

// nearReadings lists, for a CJK character none of whose variants matched,
// the indexed folded readings one edit from its common one (of three
// letters or more).
func (b *bm25) nearReadings(u unit) []variant {
	var vs []variant
	_, f, ok := saidReading(u.text)
	if !ok || len(f) < 3 {
		return nil
	}
	for _, g := range b.folded {
		if g != f && editdist.Distance(f, g, 1) == 1 {
			vs = append(vs, variant{preFolded + g, levelNearPin})
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
				if !nested(w, c) && misspeltFor(w, c) {
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
