package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// valueStated reads what a thing is said to be, with 是 and no verb before
// it, a value after it, and 的 or nothing but particles after that ("餐灯
// 是红色的", "卧室空调是26度的", "客厅空调是制冷模式的", "主卧灯是暖光的",
// "台灯亮度是50的吧", "电视音量现在是20"), as the question of that value with
// 吗: the value is answered ("餐灯的颜色是白色。"), as it is of 餐灯是红色吗.
// A statement is no command: they set the value (餐灯是红色的 turned the
// light red). A state so said (台灯是开的) is saidDone's; a verb before the
// value ("调成红色的") keeps the command, and a condition (如果餐灯是红色的就…)
// its clause.
func valueStated(toks []lexer.Token) []lexer.Token {
	start := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Type == grammar.Sep {
			start = i + 1
			continue
		}
		if t.Type != grammar.Quest || t.Value != isSaid {
			continue
		}
		before := toks[start:i]
		if !slices.ContainsFunc(before, func(b lexer.Token) bool { return named(b) || b.Type == grammar.Attr }) ||
			slices.ContainsFunc(before, func(b lexer.Token) bool {
				return b.Type == grammar.Verb || b.Type == grammar.If || b.Type == grammar.Rel || b.Type == grammar.Neg
			}) {
			continue
		}
		kind, end := valueFrom(toks, i+1)
		if kind == "" {
			continue
		}
		if end < len(toks) && toks[end].Value == de {
			end++
		}
		if !clauseEnds(toks[end:]) {
			continue
		}
		asked := lexer.Token{Type: grammar.Quest, Value: questionMark, Pos: toks[end-1].Pos}
		if toks[end-1].Value == de {
			toks[end-1] = asked
		} else {
			toks = slices.Insert(toks, end, asked)
		}
		i = end
	}
	return toks
}
