package zh

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The one spoken to, said first and run into a name (你空调关了, 你卧室空调调到
// 26度), is no part of it: the name is what follows. 你空调 was a name not
// found, or, heard near another name (ni for li: 格力空调), that other
// device, outside the speaker's room. So is 那 said first before 就 (那就温
// 度调到18吧): "then", as it is before a reply; and 快 said first on its
// own (快将卧室的温度设为25度): a name not found.

// youNotFirst are the characters after 你 that make a word of their own
// (你们, 你好), never a name run into it.
var youNotFirst = map[rune]bool{'们': true, '好': true}

// youWord reports the rest of a word 你 opens (你们, 你好).
func youWord(rest string) bool {
	r, _ := utf8.DecodeRuneInString(rest)
	return youNotFirst[r]
}

// thenWord and soWord open a command said as what follows ("那就…");
// hurryWord asks it done quickly (快将空调调到18度).
const (
	thenWord  = "那"
	soWord    = "就"
	hurryWord = "快"
)

// youFirst splits 你 off a name it opens, after fillers and pauses at the
// start of what is said, and makes 你 or 快 alone there before no verb
// (a verb after 你 may be what 你 did: 你开的灯, addressed.go), or 那
// before 就, a filler.
func youFirst(toks []lexer.Token) []lexer.Token {
	first := 0
	for first < len(toks) && (toks[first].Type == grammar.Filler || toks[first].Type == grammar.Sep) {
		first++
	}
	if first >= len(toks) || toks[first].Type != grammar.Han {
		return toks
	}
	t := toks[first]
	if t.Value == thenWord && first+1 < len(toks) && toks[first+1].Value == soWord ||
		(t.Value == you || t.Value == hurryWord) && first+1 < len(toks) && !youWord(toks[first+1].Value) && toks[first+1].Type != grammar.Verb {
		toks[first].Type = grammar.Filler // 那就…, 你温度调到24, 快将空调调到18度
		return toks
	}
	rest, ok := strings.CutPrefix(t.Value, you)
	if !ok || utf8.RuneCountInString(rest) < 2 || youWord(rest) {
		return toks
	}
	name := t
	name.Value = rest
	name.Pos.Offset += len(you)
	name.Pos.Column++
	toks[first] = lexer.Token{Type: grammar.Filler, Value: you, Pos: t.Pos}
	return append(toks[:first+1], append([]lexer.Token{name}, toks[first+1:]...)...)
}
