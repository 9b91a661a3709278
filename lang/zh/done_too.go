package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// doneHow are the words that join a verb to how it was done (开得太大了,
// 调的太低了: 的 as it is often typed for 得).
var doneHow = map[string]bool{"得": true, "的": true}

// doneTooMuch reads a verb with 得 and a state said too much or too little
// after it ("窗帘开得太大了", "电视声音开得太大了", "空调开的太冷了") as the
// complaint said without them ("窗帘太大了"): the verb tells how it was
// done, and is no command of its own: 开 was read as opening the curtain
// and switching the tv on.
func doneTooMuch(toks []lexer.Token) []lexer.Token {
	for i := 2; i < len(toks); i++ {
		if _, wish := wishes[toks[i].Value]; wish && toks[i].Type == grammar.Rel && toks[i-1].Type == grammar.Filler && doneHow[toks[i-1].Value] && toks[i-2].Type == grammar.Verb {
			toks = slices.Delete(toks, i-2, i)
			i -= 2
		}
	}
	return toks
}
