package zh

import (
	"cmp"
	"slices"
	"strings"
)

//go:generate go run ./internal/simplegen

// normalize rewrites a text's runes before they are lexed, one for one:
// traditional characters become simplified ones (開燈 → 开灯), so that the
// words of a Taiwan or Hong Kong user are the words of the pack, and the
// pack's words misheard by their sound are put back (抬灯 → 台灯); the
// words of Cantonese become the pack's (cantonese.go), and a digit
// written beside a numeral is one too ("2十6" → 二十六); 俩 before a unit
// is 两.
func normalize(rs []rune) {
	for i, r := range rs {
		rs[i] = simplified(r)
	}
	cantonese(rs)
	mixedNumerals(rs)
	for i, r := range rs {
		if r == twoFused && i+1 < len(rs) && strings.ContainsRune(fusedBefore, rs[i+1]) {
			rs[i] = '两' // "调高俩度", "俩小时后", "俩个"
		}
	}
	for i := 0; i+1 < len(rs); i++ {
		if w, ok := wording[[2]rune{rs[i], rs[i+1]}]; ok {
			rs[i], rs[i+1] = w[0], w[1]
		}
	}
	separated(rs)
	repairSounds(rs)
}

// twoFused is 两个 said in one syllable; before the first rune of a unit
// or a measure word (fusedBefore) it is 两, a count of them. Elsewhere it
// is as it was: a name may hold it (哥俩灯), and 俩都关了 is read by
// bothSaid.
const (
	twoFused    = '俩'
	fusedBefore = "度档级格成分小秒钟天点个"
)

// wording maps the words of Taiwan that characters alone do not convert
// to the pack's: 著 after a verb is 着 ("開著嗎"), where a mainland text
// writes 著 for other words (著名); and the 么 that ends a question after
// 了, 着 or 的 ("关了么", "开着么") is 吗.
var wording = map[[2]rune][2]rune{
	{'开', '著'}: {'开', '着'}, {'关', '著'}: {'关', '着'}, {'亮', '著'}: {'亮', '着'}, {'锁', '著'}: {'锁', '着'},
	{'放', '著'}: {'放', '着'}, {'播', '著'}: {'播', '着'}, {'动', '著'}: {'动', '着'},
	{'了', '么'}: {'了', '吗'}, {'着', '么'}: {'着', '吗'}, {'的', '么'}: {'的', '吗'},
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
