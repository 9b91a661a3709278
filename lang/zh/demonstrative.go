package zh

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/ir"
)

// demonstratives are the one-character words that point ("那灯关一下", "这
// 空调开一下", "把那盏灯关了"), said right before a name with or without a
// measure word: they say which one as a gesture does, which edge cannot
// see, and no part of the name (那灯 is no 落地灯). The words of places and
// of how many they begin (那边, 这里, 那些, 这么) are no such word.
const demonstratives = "那这"

// notPointing are the characters after a demonstrative that make a word
// of its own with it.
const notPointing = "边里儿些么样会时种般位"

// pointedAt takes a demonstrative, and a measure word after it, off the
// start of a name into a filler of its own: what is left is the name, and
// the filler says it was pointed at (pointedName); a name's key leaves
// the filler out (keyDropped). 那 with no measure word is taken only off
// a name of a class (那客厅 may be "then the living room"); 这 off any
// (这热水器). A measure word that begins a class word stays ("那台灯" is
// that desk lamp).
func pointedAt(toks []lexer.Token) []lexer.Token {
	out := make([]lexer.Token, 0, len(toks)+1)
	for _, t := range toks {
		if t.Type != grammar.Han {
			out = append(out, t)
			continue
		}
		d, n := utf8.DecodeRuneInString(t.Value)
		if !strings.ContainsRune(demonstratives, d) || n == len(t.Value) {
			out = append(out, t)
			continue
		}
		rest, measured := t.Value[n:], false
		if r, m := utf8.DecodeRuneInString(rest); strings.ContainsRune(notPointing, r) {
			out = append(out, t)
			continue
		} else if (measures[r] || countMeasures[string(r)]) && m < len(rest) && !isClassWord(rest) {
			rest, measured = rest[m:], true
		}
		if class, _ := (pack{}).ClassOf(rest); class == "" && !measured && d == '那' {
			out = append(out, t) // 那客厅 may open a follow-up (thenWhat): only a device, or what a measure word counts, is pointed at
			continue
		}
		point, name := fillerOff(t, t.Value[:len(t.Value)-len(rest)])
		out = append(out, point, name)
	}
	return out
}

// pointedName reports a demonstrative said before a name, as 那个 and
// 这盏 are, or as pointedAt leaves 那 and 那台: the ir.Target.Pointed of
// the name.
func pointedName(raw string) string {
	rs := []rune(raw)
	if len(rs) == 0 || len(rs) > 2 || len(rs) == 2 && !measures[rs[1]] && !countMeasures[string(rs[1])] {
		return ""
	}
	switch rs[0] {
	case '那':
		return ir.PointedThat
	case '这':
		return ir.PointedThis
	}
	return ""
}
