package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// attrThen reads an attribute said with 呢 and nothing else but fillers, a
// name or a place before it ("湿度呢", "那湿度呢", "音量呢", "那亮度呢？"), as
// the question of its value, 湿度多少 (thenWhat reads 那 before it): after "客厅温度多少" the turn asks it
// of the same place, as 湿度多少 does. They were not understood.
func attrThen(toks []lexer.Token) []lexer.Token {
	end := len(toks)
	for end > 0 && (toks[end-1].Type == grammar.Sep || toks[end-1].Type == lexer.EOF ||
		toks[end-1].Type == grammar.Filler && toks[end-1].Value != askedAgain && tailWords[toks[end-1].Value]) {
		end--
	}
	if end < 2 || toks[end-1].Type != grammar.Filler || toks[end-1].Value != askedAgain || toks[end-2].Type != grammar.Attr {
		return toks
	}
	if slices.ContainsFunc(toks[:end-2], func(t lexer.Token) bool { return t.Type != grammar.Filler && t.Type != grammar.Sep && !named(t) }) {
		return toks
	}
	asked := lexer.Token{Type: grammar.Quest, Value: howMuch, Pos: toks[end-1].Pos}
	toks[end-1] = asked
	return toks
}
