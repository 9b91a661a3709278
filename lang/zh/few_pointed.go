package zh

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A demonstrative before 几 and a name ("那几盏灯都关了", "客厅那几盏灯关一下",
// "卧室这几个灯都打开") points at a few things, as 那些 does: 几 asks how
// many only where it is said on its own ("客厅几盏灯开着"). It was read as
// asking, and a command was answered with the lights' state.

// fewPointed reads 几 right after a demonstrative, with a name of a class
// after it, as the filler 些 is read there.
func fewPointed(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		t, prev := toks[i], toks[i-1]
		if t.Type != grammar.Quest || t.Value != howMany || !named(prev) ||
			prev.Pos.Offset+utf8.RuneCountInString(prev.Value) != t.Pos.Offset {
			continue
		}
		if d, _ := utf8.DecodeLastRuneInString(prev.Value); !strings.ContainsRune(demonstratives, d) {
			continue
		}
		next := i + 1
		if toks[next].Type == grammar.Filler && next+1 < len(toks) {
			next++ // 这几个灯: 个 is read as a filler
		}
		if named(toks[next]) && classAt(toks[next].Value) {
			toks[i].Type = grammar.Filler
		}
	}
	return toks
}
