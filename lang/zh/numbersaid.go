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
	toks := numberLex.Tokens(text)
	spans := grammar.Spans(text, toks)
	var out []lang.NumberSaid
	for i, t := range toks {
		if t.Type == grammar.Num {
			out = append(out, lang.NumberSaid(spans[i]))
		}
	}
	return out
}
