package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// unanswered are the question words that ask what no device tells: who
// did a thing ("谁把客厅灯打开了", "电视是谁关的"), for how long ("灯开了多
// 久了"), why ("为什么灯关了", "空调为啥关了") and how a thing is done or
// why it is so ("扫地机器人怎么充电", "空调怎么开", "灯咋又开了"). A clause
// with one is not understood: never a guess at the name the question is
// glued to, which a yes would act on.
var unanswered = map[string]bool{"谁": true, "是谁": true, "多久": true, "多长时间": true, "为什么": true, "为啥": true, "为何": true,
	"怎么回事": true, "咋回事": true, "怎么": true, "怎么办": true, "咋": true, "咋办": true, "怎样才": true, "如何才": true}

// laterWords say a command is for later, with no time edge can keep
// ("等一下开灯", "待会儿把电视关了", "一会儿拉上窗帘", "等我回来再开空调"): a
// clause with one is not understood, never done now. (一会儿 is lexed
// after its number, as 1 and 会儿.)
const laterWords = `等一下 等下 等会 等会儿 等一会 待会 待会儿 待一会 过会 过会儿 会儿 晚点 晚一点 稍后 回头 等我 等到我`

// later are the words of laterWords.
var later = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(laterWords) {
		m[w] = true
	}
	m[waitSaid] = true
	return m
}()

// waitSaid, alone at the start of an utterance and not the name of a verb
// after it (灯 misheard, "等打开"), waits for something first ("等天黑了
// 开灯"): a later word too.
const waitSaid = "等"

// waitFirst reads waitSaid that begins an utterance, after fillers, with
// no verb right after it, as a word of later.
func waitFirst(toks []lexer.Token) []lexer.Token {
	i := 0
	for i < len(toks) && toks[i].Type == grammar.Filler {
		i++
	}
	if i+1 < len(toks) && toks[i].Type == grammar.Han && toks[i].Value == waitSaid && toks[i+1].Type != grammar.Verb {
		toks[i].Type = grammar.Quest
	}
	return toks
}
