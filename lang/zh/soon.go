package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// soonWords are the words of how soon, how and in what order a command is
// to be done said before it ("快把灯关了", "立马关掉客厅灯", "顺手把门锁上",
// "直接关灯"): no part of a name. They were read into it ("找不到“快灯”").
// Only a word of them said alone is read so: a name that holds one
// ("快充插座") is one word of its own.
var soonWords = []string{"快", "快快", "快些", "立马", "即刻", "尽快", "抓紧", "赶忙", "顺手", "随手", "顺带", "顺道", "直接", "干脆"}

// soonBefore reads a word of soonWords that begins a clause (after
// fillers: "小爱同学快把灯关了") as a filler where a command follows it: 把,
// or a verb or a change after fillers.
func soonBefore(toks []lexer.Token) []lexer.Token {
	start := true
	for i, t := range toks {
		switch {
		case t.Type == grammar.Sep:
			start = true
			continue
		case t.Type == grammar.Filler && start:
			continue
		}
		if start && t.Type == grammar.Han && slices.Contains(soonWords, t.Value) && commandNext(toks[i+1:]) {
			toks[i].Type = grammar.Filler
			continue
		}
		start = false
	}
	return toks
}

// commandNext reports tokens that begin, after fillers, with a verb or a
// change, or that hold 把 among those fillers.
func commandNext(toks []lexer.Token) bool {
	for _, t := range toks {
		switch {
		case t.Type == grammar.Filler && t.Value == objectSaid:
			return true
		case t.Type == grammar.Filler:
			continue
		}
		return t.Type == grammar.Verb || t.Type == grammar.Rel
	}
	return false
}
