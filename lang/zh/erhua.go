package zh

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// erhua is the 儿 of spoken northern Mandarin said after a noun ("灯儿",
// "台灯儿", "把门儿锁上", "客厅灯儿关了"): it changes how the noun sounds,
// not what it names. After a name that ends in a class word it is dropped;
// it was read into the name, which was not found ("台灯儿") or, worse,
// found by its 儿 alone ("把灯儿关了" switched the kids room's light off,
// 儿 heard as 儿童房). So is the 儿 of a word of haste or degree read as a
// filler (快点儿把灯关了, 赶紧儿关灯: it too switched the kids room's light
// off), and where the recogniser runs it into the name after it (快点儿
// 空调关了 set the kids room's AC, 儿空调 heard as 儿童房空调): a word that
// begins with 儿 stays (快点儿童房的灯关了 is the kids room's). A name of
// no class that ends in 儿 stays as said.
const erSaid = "儿"

// erWordsOf are the characters that make a word with 儿 before them
// (儿童, 儿子, 儿女, 儿歌).
const erWordsOf = "童子女歌科媳孙"

// erhuaDropped reads 儿 as a filler where it ends a name whose rest ends
// in a class word, or is read alone right after a class word read as a
// word of its own ("门锁儿": 锁 is a verb too) or a filler ("快点儿").
func erhuaDropped(toks []lexer.Token) []lexer.Token {
	out := make([]lexer.Token, 0, len(toks))
	for i, t := range toks {
		if t.Value == erSaid && i > 0 && (classAt(toks[i-1].Value) || toks[i-1].Type == grammar.Filler) &&
			toks[i-1].Pos.Offset+utf8.RuneCountInString(toks[i-1].Value) == t.Pos.Offset {
			t.Type = grammar.Filler // 门锁儿; 快点儿, 赶紧儿
		}
		if rest, ok := strings.CutPrefix(t.Value, erSaid); ok && rest != "" && t.Type == grammar.Han && i > 0 && toks[i-1].Type == grammar.Filler &&
			toks[i-1].Pos.Offset+utf8.RuneCountInString(toks[i-1].Value) == t.Pos.Offset && !strings.ContainsRune(erWordsOf, []rune(rest)[0]) {
			er, name := fillerOff(t, erSaid) // 快点儿空调关了: the 儿 of 快点, run into the name
			out = append(out, er, name)
			continue
		}
		if rest, ok := strings.CutSuffix(t.Value, erSaid); ok && rest != "" && named(t) && classAt(rest) {
			er := t
			er.Type, er.Value = grammar.Filler, erSaid
			n := utf8.RuneCountInString(rest)
			er.Pos.Offset += n
			er.Pos.Column += n
			t.Value = rest
			out = append(out, t, er)
			continue
		}
		out = append(out, t)
	}
	return out
}

// classAt reports a word that ends in a class word.
func classAt(w string) bool {
	class, _ := (pack{}).ClassOf(w)
	return class != ""
}
