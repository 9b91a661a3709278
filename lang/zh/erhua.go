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
// 儿 heard as 儿童房). A name of no class that ends in 儿 stays as said.
const erSaid = "儿"

// erhuaDropped reads 儿 as a filler where it ends a name whose rest ends
// in a class word, or is read alone right after a class word read as a
// word of its own ("门锁儿": 锁 is a verb too).
func erhuaDropped(toks []lexer.Token) []lexer.Token {
	out := make([]lexer.Token, 0, len(toks))
	for i, t := range toks {
		if t.Value == erSaid && i > 0 && classAt(toks[i-1].Value) &&
			toks[i-1].Pos.Offset+utf8.RuneCountInString(toks[i-1].Value) == t.Pos.Offset {
			t.Type = grammar.Filler
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
