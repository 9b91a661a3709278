package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// remarkDone drops a remark of what has come about, said before a
// command after a pause: plain words and 了 ("下班了，开空调", "吃饭了，开餐
// 厅灯"), or words and a situation the lexicon knows ("要出门了，关灯"), as
// the situation alone is ("出门了", "天黑了"). Such a clause names nothing to act on and asks
// nothing; it was not understood, and the command with it. A clause with
// a verb, a state, a number or a question in it is left ("空调开了，关
// 掉", "十点了，关灯"), and so is one the command does not follow at once
// (a verb or 把 after the pause).
func remarkDone(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && toks[start].Type == grammar.Filler {
		start++
	}
	i, said := start, false
	for i < len(toks) && (toks[i].Type == grammar.Han || toks[i].Type == grammar.Filler) {
		said = said || toks[i].Type == grammar.Han
		i++
	}
	if !said || i >= len(toks) || toks[i].Type != grammar.Sep || toks[i-1].Value != done && !situationSaid[toks[i-1].Value] {
		return toks
	}
	next := i + 1
	for next < len(toks) && toks[next].Type == grammar.Filler && !objectMarks[toks[next].Value] {
		next++
	}
	if next == len(toks) || toks[next].Type != grammar.Verb && !objectMarks[toks[next].Value] {
		return toks
	}
	return append(toks[:start], toks[i+1:]...)
}
