package zh

import (
	"edge/grammar"
	"edge/lang"
)

// numberLex reads the numbers of a text from its characters alone: a
// numeral is what it says wherever it stands, whatever word it is part of
// to the grammar ("二千五百八十秒后" says 2580).
var numberLex = (&grammar.Lexicon{Unspaced: isHan, Numeral: numeral, Normalize: normalize}).Prepare()

// Numbers are the numbers a text says in Chinese, read from its
// characters alone (lang.Lexicon).
func (pack) Numbers(text string) []lang.NumberSaid {
	var out []lang.NumberSaid
	for _, s := range numberLex.NumberSpans(text) {
		out = append(out, lang.NumberSaid(s))
	}
	return out
}
