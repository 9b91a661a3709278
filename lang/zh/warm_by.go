package zh

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// warmBy reads 暖和 said right before a number of degrees (卧室暖和十度,
// 卧室再暖和两度, 卧室空调暖和两度) as the one word the lexer split at 和,
// "and": splitChange then reads it as warmer by that many degrees, as 卧室暖
// 两度. It was not understood. 和 between two names (客厅和卧室) is still
// "and", and so is any 和 not followed by degrees.
func warmBy(toks []lexer.Token) []lexer.Token {
	for i := 0; i+3 < len(toks); i++ {
		t, and := toks[i], toks[i+1]
		if t.Type != grammar.Han || !strings.HasSuffix(t.Value, warmSaid) || and.Type != grammar.Conj || and.Value != warmEnd ||
			and.Pos.Offset != t.Pos.Offset+utf8.RuneCountInString(t.Value) ||
			toks[i+2].Type != grammar.Num || !isDegrees(toks[i+3]) {
			continue
		}
		toks[i].Value += warmEnd
		toks = append(toks[:i+1], toks[i+2:]...)
	}
	return toks
}

// isDegrees reports the word of degrees said after a number: 度, which
// the lexer reads as the word that asks the temperature, or its unit.
func isDegrees(t lexer.Token) bool {
	return t.Value == degreeSaid || t.Type == grammar.Unit && units[t.Value] == lang.UnitDegrees
}
