package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A question of whether a value is beyond a number ("卧室超过25度了吗", "客
// 厅温度高于25度吗", "书房低于20度吗", "卧室温度是不是超过25度", "卫生间湿度超过百
// 分之六十了吗") asks the condition it says, as "如果卧室超过25度" says it: yes
// or no, with the value read. It was not understood.

// yesNoAsked are the question words of yes or no such a question is said
// with.
var yesNoAsked = map[string]bool{"吗": true, "没有": true, "没": true, "是不是": true, "有没有": true}

// thresholdAsked puts 如果 before such a question, with no verb, and the
// word that asks yes or no before the comparison after it.
func thresholdAsked(toks []lexer.Token) []lexer.Token {
	if slices.ContainsFunc(toks, func(t lexer.Token) bool {
		return t.Type == grammar.If || t.Type == grammar.Verb || t.Type == grammar.Sep || t.Type == grammar.Conj
	}) {
		return toks
	}
	cmp := slices.IndexFunc(toks, func(t lexer.Token) bool { return t.Type == grammar.Cmp })
	if cmp < 1 || cmp+1 >= len(toks) || toks[cmp+1].Type != grammar.Num {
		return toks
	}
	asked := slices.IndexFunc(toks, func(t lexer.Token) bool { return t.Type == grammar.Quest && yesNoAsked[t.Value] })
	if asked < 0 {
		return toks
	}
	out := make([]lexer.Token, 0, len(toks)+1)
	out = append(out, lexer.Token{Type: grammar.If, Value: unsaidIf, Pos: toks[0].Pos})
	for i, t := range toks {
		if i == asked && i < cmp {
			continue // "是不是超过": asked after it
		}
		out = append(out, t)
	}
	if asked < cmp {
		out = append(out, toks[asked])
	}
	return out
}
