package zh

import (
	"cmp"
	"slices"
)

//go:generate go run ./internal/simplegen

// normalize rewrites a text's runes before they are lexed, one for one:
// traditional characters become simplified ones (開燈 → 开灯), so that the
// words of a Taiwan or Hong Kong user are the words of the pack.
func normalize(rs []rune) {
	for i, r := range rs {
		rs[i] = simplified(r)
	}
}

// simplified is the simplified character of a traditional one (OpenCC's,
// from simplified_table.go), or the character itself.
func simplified(r rune) rune {
	if r < simplifiedOf[0][0] || r > simplifiedOf[len(simplifiedOf)-1][0] {
		return r
	}
	if i, ok := slices.BinarySearchFunc(simplifiedOf[:], r, func(p [2]rune, r rune) int { return cmp.Compare(p[0], r) }); ok {
		return simplifiedOf[i][1]
	}
	return r
}
