package zh

import (
	"slices"
	"strings"

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
//
// Said too much, the verb needs no 得 ("卧室灯开太亮了", "电视调太响了"): it
// switched on every lamp of the bedroom.
func doneTooMuch(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if _, wish := wishes[toks[i].Value]; !wish || toks[i].Type != grammar.Rel {
			continue
		}
		switch {
		case i >= 2 && toks[i-1].Type == grammar.Filler && doneHow[toks[i-1].Value] && toks[i-2].Type == grammar.Verb:
			toks = slices.Delete(toks, i-2, i)
			i -= 2
		case toks[i-1].Type == grammar.Verb && strings.HasPrefix(toks[i].Value, tooMuch):
			toks = slices.Delete(toks, i-1, i)
			i--
		}
	}
	return toks
}

// tooMuch begins a state said too much (太亮, 太大声).
const tooMuch = "太"
