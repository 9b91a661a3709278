package zh

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
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
// start of a name of a class: what is left is the name. A measure word that begins a
// class word stays ("那台灯" is that desk lamp).
func pointedAt(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		t := &toks[i]
		if t.Type != grammar.Han {
			continue
		}
		d, n := utf8.DecodeRuneInString(t.Value)
		if !strings.ContainsRune(demonstratives, d) || n == len(t.Value) {
			continue
		}
		rest, cut := t.Value[n:], 1
		if r, m := utf8.DecodeRuneInString(rest); strings.ContainsRune(notPointing, r) {
			continue
		} else if (measures[r] || countMeasures[string(r)]) && m < len(rest) && !isClassWord(rest) {
			rest, cut = rest[m:], 2
		}
		if class, _ := (pack{}).ClassOf(rest); class == "" && cut == 1 {
			continue // 那客厅 may open a follow-up (thenWhat): only a device, or what a measure word counts, is pointed at
		}
		t.Value = rest
		t.Pos.Column += cut
		t.Pos.Offset += cut
	}
	return toks
}
