package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// dutySaidFirst reads a command opened with a word of duty, with 我们 or
// 咱们 or no one before it, said with no question ("该关灯了", "应该把门锁上",
// "该把空调打开了", "我们该锁门了", "必须关燃气"), as the command: it is time
// it was done. The words of duty were read as a name not found (找不到“该
// 灯”). Asked with 吗 it is the question of the state it would leave
// (dutyAsked); said of 我 alone ("我该关灯了") or after a question word ("是
// 不是该开空调了") it is read as it was.
func dutySaidFirst(toks []lexer.Token) []lexer.Token {
	k := dutyOpens(toks)
	if k == 0 || k >= len(toks) || slices.ContainsFunc(toks[k:], func(t lexer.Token) bool { return t.Type == grammar.Quest || t.Type == grammar.Neg }) {
		return toks
	}
	opener := ""
	for _, t := range toks[:k] {
		opener += t.Value
	}
	for _, one := range dutyPersons[2:] {
		if strings.HasPrefix(opener, one) && !strings.HasPrefix(opener, one+"们") {
			return toks // 我该关灯了: what the speaker is to do
		}
	}
	v := k
	for v < len(toks) && toks[v].Type == grammar.Filler {
		v++
	}
	if v < len(toks) && (toks[v].Type == grammar.Verb || slices.ContainsFunc(toks[v:], isAny(grammar.Verb)) && toks[k].Value == objectSaid) {
		return toks[k:]
	}
	return toks
}
