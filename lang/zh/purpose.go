package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// purposeAfter reads what the speaker says they want to do, said after a
// command ("把台灯打开，我要看书", "开一下电视我要看球", "帮我开下书房灯我要写作业"),
// as why the command is asked: it names nothing to act on. It was a name
// not found (找不到“看书”), and the command was not done. Only a wish (我要,
// 我想...) after a verb, followed by words that are no command of their
// own (no verb, number or change) up to a pause or the end: "关灯，我要开空调"
// is two commands.
func purposeAfter(toks []lexer.Token) []lexer.Token {
	verb := false
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Type == grammar.Verb {
			verb = true
			continue
		}
		if !verb || t.Type != grammar.Filler || !wanted[t.Value] {
			continue
		}
		end := i + 1
		for end < len(toks) && (toks[end].Type == grammar.Han || toks[end].Type == grammar.Noun || toks[end].Type == grammar.Filler) {
			end++
		}
		if end == i+1 || end < len(toks) && toks[end].Type != grammar.Sep {
			continue
		}
		for k := i + 1; k < end; k++ {
			toks[k].Type = grammar.Filler
		}
		i = end
	}
	return toks
}

// wanted are the words of wanting (wants).
var wanted = grammar.Set(wants)
