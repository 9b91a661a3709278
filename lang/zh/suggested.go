package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A command put as a suggestion (要不把空调开了吧, 要不然开灯吧, 不如把台灯开了吧)
// is the command: the words that open it ask nothing and negate nothing.
// They were not understood (不 was read as a word of its own, 要不然 as the
// "otherwise" of a condition).

// suggestOpens are the openers as the lexer reads them; suggestSaid is
// what an opener read as "otherwise" is read as instead.
var suggestOpens = [][]string{{"要", "不"}, {"不", "如"}, {"要不然"}, {"不然"}}

const suggestSaid = "要不"

// suggestedFirst reads an opener of suggestOpens said first, before a
// command with no negation, condition or question in it, as a filler.
func suggestedFirst(toks []lexer.Token) []lexer.Token {
	i := 0
	for i < len(toks) && (toks[i].Type == grammar.Filler && !otherwise[toks[i].Value] || toks[i].Type == grammar.Sep ||
		toks[i].Type == grammar.Han && slices.Contains(thenOpens, toks[i].Value)) {
		i++ // 嗯，要不…; 那，要不…
	}
	then := i
	for _, o := range suggestOpens {
		if !startsWith(toks[i:], o) {
			continue
		}
		rest := toks[i+len(o):]
		if !slices.ContainsFunc(rest, isVerb) ||
			slices.ContainsFunc(rest, func(t lexer.Token) bool {
				return t.Type == grammar.Neg || t.Type == grammar.If || t.Type == grammar.Quest && t.Value != degreeSaid || t.Value == notQuest || otherwise[t.Value]
			}) {
			return toks
		}
		for k := range toks[:i] {
			if k < then && toks[k].Type == grammar.Han {
				toks[k].Type = grammar.Filler // 那
			}
		}
		for k := i; k < i+len(o); k++ {
			toks[k].Type, toks[k].Value = grammar.Filler, suggestSaid
		}
		return toks
	}
	return toks
}
