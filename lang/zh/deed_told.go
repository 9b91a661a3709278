package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A deed told: a verb done before its object, with nothing that asks for
// it ("开了客厅灯", "关了卧室灯", "打开了车库门", "开了电视了"), says what
// was done, as "我开了灯" does, and is not understood: it switched the
// living room's light on. A request said with it is the command, as
// before: a politeness, haste or words that pass it on before the verb
// ("帮我关了客厅灯", "快关了电视", "叫助手开了台灯"), a particle of request
// or thanks after it ("关了客厅灯吧", "开了电视呗", "关了客厅灯，谢谢"), or
// a command after it ("关了客厅灯然后开电视"). What the object is not said
// of ("关了吧", "关了它") is a command, and a question ("开了客厅灯吗",
// "关了电视没有") stays one; 把 before the object ("把灯关了") is a
// command.

// deedSaid is the word a deed told is read as: asked, never done
// (read.go).
const deedSaid = "开了"

// requestEnds are the words after a deed told that ask for it.
var requestEnds = grammar.Set(`吧 呗 嘛 啦 好吗 好不好 可以吗 行吗 谢谢 ` + requestTags)

// deedTold marks a clause that begins, after fillers none of which asks,
// with a verb done before its object, and asks nothing after it, as a
// deed told: a deedSaid question before the verb.
func deedTold(toks []lexer.Token) []lexer.Token {
	start, asked := true, false
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		switch {
		case t.Type == grammar.Sep:
			start, asked = true, false
			continue
		case t.Type == grammar.Filler && start:
			asked = asked || askingWord(t.Value)
			continue
		}
		if start && !asked && t.Type == grammar.Verb && doneBefore(toks[i:]) && !askedAfter(toks[i+1:]) {
			return slices.Insert(toks, i, lexer.Token{Type: grammar.Quest, Value: deedSaid, Pos: t.Pos})
		}
		start = false
	}
	return toks
}

// passedOn are the words that pass a command on to the one it is said
// to ("叫助手", "你去").
var passedOn = grammar.Set(passOn)

// askingWord reports a word before a verb that asks for what it does: a
// politeness, haste, a word of how soon or one that passes it on.
func askingWord(w string) bool {
	return politeWords[w] || slices.Contains(addresseeAfter, w) || passedOn[w]
}

// doneBefore reports a verb with 了 right after it and an object after
// that: a name or a quantity ("开了客厅灯", "打开了车库门", "关了所有灯").
func doneBefore(toks []lexer.Token) bool {
	rest := toks[1:]
	if !strings.HasSuffix(toks[0].Value, done) {
		if len(rest) == 0 || rest[0].Type != grammar.Filler || rest[0].Value != done {
			return false
		}
		rest = rest[1:]
	}
	return len(rest) > 0 && (named(rest[0]) || rest[0].Type == grammar.Quant)
}

// askedAfter reports tokens after a verb that ask for it or ask about
// it: a particle of request or thanks, a question, a negation, or a
// command that follows.
func askedAfter(toks []lexer.Token) bool {
	return slices.ContainsFunc(toks, func(t lexer.Token) bool {
		return t.Type == grammar.Filler && requestEnds[t.Value] || t.Type == grammar.Quest || t.Type == grammar.Neg ||
			t.Type == grammar.Conj || t.Type == grammar.Verb || t.Type == grammar.If
	})
}
