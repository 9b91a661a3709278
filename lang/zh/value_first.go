package zh

import (
	"slices"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// valueFirst reads a value said first, with the verb that sets it or its
// unit, and the thing it is for said after it, as what is named last in
// the utterance ("调到26度，卧室空调", "26度，卧室空调", "调到50台灯", "开到
// 百分之三十，客厅主灯"), as the thing said first and then the setting
// ("卧室空调调到26度"). The name after it was not read as the thing set:
// the value alone asked which air conditioner of the home, 台 of 台灯 was a
// measure word and 50 a count, and "26度，卧室空调" was not understood. With
// neither a verb nor a unit ("50，台灯") or with more said after the name,
// it is left as it is.
func valueFirst(toks []lexer.Token) []lexer.Token {
	lead := leadEnd(toks)
	i := lead
	verb := -1
	if i < len(toks) && toks[i].Type == grammar.Verb && setsTo(toks[i]) {
		verb, i = i, i+1
	}
	if i >= len(toks) || toks[i].Type != grammar.Num {
		return toks
	}
	num := i
	i++
	if i < len(toks) && (toks[i].Type == grammar.Unit || toks[i].Type == grammar.Quest && toks[i].Value == degreeSaid) {
		i++
	}
	value := toks[num:i]
	if verb < 0 && len(value) == 1 {
		return toks
	}
	i = topicEnd(toks, i)
	if i < len(toks) && toks[i].Type == grammar.Sep {
		i++
	}
	first := i
	i = nameEnd(toks, i)
	name := toks[first:i]
	i = topicEnd(toks, i)
	if len(name) == 0 || i < len(toks) {
		return toks
	}
	set := lexer.Token{Type: grammar.Verb, Value: valueFixSet}
	if verb >= 0 {
		set = toks[verb]
	}
	return placedFrom(slices.Concat(toks[:lead], name, []lexer.Token{set}, value), toks, lead)
}

// setsTo reports a verb that sets a thing to a value said after it (调到,
// 设成, 开到).
func setsTo(t lexer.Token) bool {
	r, _ := utf8.DecodeLastRuneInString(t.Value)
	return verbs[t.Value] == "set" && utf8.RuneCountInString(t.Value) > 1 && r != '个' && slices.Contains([]rune(setTo), r)
}
