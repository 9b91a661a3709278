package zh

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// 设 alone right before a number ("台灯亮度设五十", "卧室空调设二十六度",
// "电视音量设二十吧") sets it as 设到 does: it was read into the name
// (找不到“台灯设”, "卧室里找不到“空调设”"). It is no word of the lexicon,
// whose words it begins (设备, 设置).

// setBare is 设 said so, and setSaid the verb it is read as.
const (
	setBare = "设"
	setSaid = "设到"
)

// bareSet splits setBare off the end of a name right before a number, or
// reads it alone there, as setSaid.
func bareSet(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		name, ok := strings.CutSuffix(t.Value, setBare)
		if t.Type != grammar.Han || !ok || toks[i+1].Type != grammar.Num {
			continue
		}
		verb := lexer.Token{Type: grammar.Verb, Value: setSaid, Pos: t.Pos}
		if name == "" {
			toks[i] = verb
			continue
		}
		toks[i].Value = name
		verb.Pos.Offset += utf8.RuneCountInString(name)
		verb.Pos.Column += utf8.RuneCountInString(name)
		toks = append(toks[:i+1], append([]lexer.Token{verb}, toks[i+1:]...)...)
		i++
	}
	return toks
}
