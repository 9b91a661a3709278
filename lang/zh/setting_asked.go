package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A setting asked. "卧室空调现在设的几度", "空调设定的温度是多少", "卧室空调开
// 的多少度": 设的, 设定的 or 设置的 in a question asks what the device is set
// to, as 调到几度 does, and 开的 before the degrees asked does too: 设的 was
// a particle and 开 the state on, and the room's measured temperature, or
// whether the AC was on, was answered.

// settingSaid are the words of a setting that say nothing in a command
// (spoken.go's particles) and ask the setting in a question.
var settingSaid = grammar.Set(`设的 设定的 设置的`)

// settingVerb is the verb of setting a question with settingSaid asks of.
const settingVerb = "设定"

// onSaid before 的 and the degrees asked asks the degrees the device was
// switched on at.
const onSaid = "开"

// settingAsked reads a word of settingSaid, or 开 before 的 and a question
// of degrees, in a clause that asks a value and says no other verb, no
// change and no number, as settingVerb; an attribute said is asked
// ("卧室空调设置的温度").
func settingAsked(toks []lexer.Token) []lexer.Token {
	grammar.Parts(toks, func(c []lexer.Token) {
		if at, ok := settingIn(c); ok {
			c[at].Type, c[at].Value = grammar.Verb, settingVerb
		}
	}, grammar.Sep, grammar.Conj)
	return toks
}

// settingIn finds the word that asks a setting in one clause.
func settingIn(c []lexer.Token) (at int, ok bool) {
	at, asked := -1, false
	for i, t := range c {
		switch {
		case t.Type == grammar.Filler && settingSaid[t.Value] && at < 0:
			at = i
		case t.Type == grammar.Verb && t.Value == onSaid && at < 0 && degreesAsked(c[i+1:]):
			at = i
		case t.Type == grammar.Verb || t.Type == grammar.Rel || t.Type == grammar.Num:
			return 0, false
		case t.Type == grammar.Attr || t.Type == grammar.Quest && (t.Value == howMuch || t.Value == what || t.Value == howMany ||
			t.Value == degreeSaid || t.Value == degreesHowMany):
			asked = true
		}
	}
	return at, at >= 0 && asked
}

// degreesHowMany asks how many degrees.
const degreesHowMany = "几度"

// degreesAsked reports 的 and then the degrees asked: 几度, or 多少 and 度.
func degreesAsked(rest []lexer.Token) bool {
	if len(rest) < 2 || rest[0].Value != de {
		return false
	}
	return rest[1].Value == degreesHowMany || len(rest) > 2 && rest[1].Value == howMuch && rest[2].Value == degreeSaid
}
