package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// 来着 at the end of a question (卧室温度多少来着, 前门锁了没来着, 台灯开着来着吗)
// asks what the speaker has forgotten: the question as asked without it.
// It was read as a name (卧室里找不到“来着”). Said after a command (开灯来着)
// it tells what was done, and is left a name: nothing is done.

// recalledSaid is the word of something forgotten.
const recalledSaid = "来着"

// recalledAsked makes 来着 a filler in a clause that asks: a word of a
// question other than the 度 of a number of degrees.
func recalledAsked(toks []lexer.Token) []lexer.Token {
	start := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && toks[i].Type != grammar.Sep {
			continue
		}
		c := toks[start:i]
		if slices.ContainsFunc(c, func(t lexer.Token) bool { return t.Type == grammar.Quest && t.Value != degreeSaid }) {
			for j := range c {
				if c[j].Type == grammar.Han && c[j].Value == recalledSaid {
					c[j].Type = grammar.Filler
				}
			}
		}
		start = i + 1
	}
	return toks
}
