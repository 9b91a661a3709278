package index

// A number said as a word in a name: "bedroom light one" for the light
// called "Bedroom Light 1", "zone one" for "Zone 1". A pack reads "one"
// as a number only beside a unit, as it also names ("the kitchen one",
// "this one", "one of the lamps"); a name not found as said is read again
// with the digits said as words written as digits, where a name of the
// home holds that number, and the number follows a word of the name that
// is no place ("the one in the study", "the kitchen one" stay as they
// were).

import (
	"strings"
	"unicode"

	"edge/lang"
)

// nameNumbers are the numbers the keys of the entities' names hold as
// words of their own ("1" of "bedroom light 1").
func (x *Index) nameNumbers() map[string]bool {
	out := map[string]bool{}
	for _, e := range x.entities {
		for _, k := range e.keys {
			for _, w := range strings.Fields(k) {
				if allRunes(w, func(r rune) bool { return '0' <= r && r <= '9' }) {
					out[w] = true
				}
			}
		}
	}
	return out
}

// numbered is a key with its digits said as words written as digits,
// where a name of the home holds the number; "" when none is.
func (x *Index) numbered(key string) string {
	var b strings.Builder
	at := 0
	for _, r := range lang.DigitRuns(key) {
		if !strings.ContainsFunc(key[r.Start:r.End], unicode.IsLetter) || !x.numbers[r.Digits] || !x.namesBefore(key[:r.Start]) {
			continue
		}
		b.WriteString(key[at:r.Start])
		b.WriteString(r.Digits)
		at = r.End
	}
	if at == 0 {
		return ""
	}
	b.WriteString(key[at:])
	return b.String()
}

// namesBefore reports whether the words before a number end with a word
// that is no place.
func (x *Index) namesBefore(before string) bool {
	ws := strings.Fields(before)
	if len(ws) == 0 {
		return false
	}
	_, place := x.places[ws[len(ws)-1]]
	return !place
}
