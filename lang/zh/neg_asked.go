package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A thing not to be done said with 吗 after it (把所有灯都关了 书房台灯别关吗,
// 可以把窗帘拉上 卧室的不用拉吗) is the request's 吗, as in 可以…吗: what is not
// to be done is left undone. It was read as a question of the state, and
// the exception lost: the study lamp was turned off with the rest.

// askedMark is the mark of a yes-or-no question.
const askedMark = "吗"

// negAsked makes a 吗 that ends a clause right after a verb said not to
// be done, or a word of not doing alone (儿童房的不用吗), a filler.
func negAsked(toks []lexer.Token) []lexer.Token {
	for i := 2; i < len(toks); i++ {
		if toks[i].Value != askedMark || toks[i].Type != grammar.Quest || i+1 < len(toks) && toks[i+1].Type != grammar.Sep {
			continue
		}
		k := i - 1
		for k > 0 && toks[k].Type == grammar.Filler {
			k-- // 别关了吗
		}
		if toks[k].Type == grammar.Neg || toks[k].Type == grammar.Verb && k > 0 && toks[k-1].Type == grammar.Neg {
			toks[i].Type = grammar.Filler
		}
	}
	return toks
}
