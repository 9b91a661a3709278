package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// placeFirst reads a place or a name said before a command after a pause
// ("厨房，开灯", "卧室那边，把灯关了", "客厅的，全关了") as
// said with no pause, where it is the command's: 厨房开灯. The whole was
// not understood. Only a name alone before the pause (and words such as
// 那边 or 的 after it, never 了: 下班了，… is a remark) and a command right
// after it: a verb, 把, 全 or 都, or a value ("空调，二十六度"). A name after
// the pause makes a list ("车库灯，门都关了", "卧室，厨房"), never one name.
func placeFirst(toks []lexer.Token) []lexer.Token {
	start := 0
	for start+1 < len(toks) && (toks[start].Type == grammar.Sep || toks[start].Type == grammar.Filler && toks[start+1].Type == grammar.Sep) {
		start++ // "嗯，", "小爱同学，"; never "我说的是车库，…" (what was meant)
	}
	if start >= len(toks) || toks[start].Type != grammar.Han {
		return toks
	}
	k := start + 1
	for k < len(toks) && toks[k].Type == grammar.Filler && toks[k].Value != done && !situationSaid[toks[k].Value] {
		k++
	}
	if k+1 >= len(toks) || toks[k].Type != grammar.Sep {
		return toks
	}
	next := k + 1
	for next < len(toks) && toks[next].Type == grammar.Filler && !objectMarks[toks[next].Value] {
		next++
	}
	if next == len(toks) {
		return toks
	}
	switch t := toks[next]; {
	case t.Type == grammar.Verb, t.Type == grammar.Quant, t.Type == grammar.Num, objectMarks[t.Value]:
		return slices.Delete(toks, k, k+1)
	}
	return toks
}
