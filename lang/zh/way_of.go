package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The way of doing a thing. "打开燃气阀门的方法", "解锁前门的步骤", "开空调的
// 好处": a command said before 的 and a word of what is told of doing it
// (方法, 步骤, 教程, 好处) is a noun, asked of no device, and is not
// understood: 打开燃气阀门的方法 asked "您是说燃气阀门吗？", and a yes asked
// to open the valve.

// waysOf are the words of what is told of doing a thing.
var waysOf = grammar.Set(`方法 办法 步骤 教程 说明 说明书 技巧 窍门 原因 好处 坏处 注意事项 流程 攻略 视频`)

// wayAsked is the word a way of doing a thing is read as: asked, never
// done (read.go).
const wayAsked = "方法"

// wayOf reads a word of waysOf after 的 and a verb before it in its clause
// as wayAsked.
func wayOf(toks []lexer.Token) []lexer.Token {
	verb := false
	for i, t := range toks {
		switch {
		case t.Type == grammar.Sep || t.Type == grammar.Conj:
			verb = false
		case t.Type == grammar.Verb:
			verb = true
		case verb && named(t) && waysOf[t.Value] && i > 0 && toks[i-1].Value == de:
			toks[i].Type, toks[i].Value = grammar.Quest, wayAsked
		}
	}
	return toks
}
