package lang

import (
	"slices"
	"strings"
	"unicode"
)

// NumberSaid is a number of a text as a pack read it: its value, and the
// byte offsets [Start, End) of its words in the text.
type NumberSaid struct {
	Value      string
	Start, End int
}

// NumberRuns are the numbers a text says one after another, read by every
// registered pack from the words alone (Lexicon.Numbers), with nothing but
// spaces and punctuation between them ("forty eight, twenty six" is a run
// of 48 and 26), whichever language says each ("二十五 eighty" is a run of
// 25 and 80).
func NumberRuns(text string) [][]NumberSaid {
	var all []NumberSaid
	for _, p := range Packs() {
		all = append(all, p.Numbers(text)...)
	}
	slices.SortStableFunc(all, func(a, b NumberSaid) int {
		if a.Start != b.Start {
			return a.Start - b.Start
		}
		return a.End - b.End
	})
	all = slices.Compact(all)
	var out [][]NumberSaid
	for i, n := range all {
		if i > 0 && n.Start >= all[i-1].End && onlySeparators(text[all[i-1].End:n.Start]) {
			out[len(out)-1] = append(out[len(out)-1], n)
			continue
		}
		out = append(out, []NumberSaid{n})
	}
	return out
}

// onlySeparators reports whether s holds nothing but spaces and
// punctuation.
func onlySeparators(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return !unicode.IsSpace(r) && !unicode.IsPunct(r) }) < 0
}
