package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A thing said to have been switched, with 被 and who did it or no one
// (电视被打开了, 空调被人关了, 灯被孩子关了), tells what was done, as 孩子把灯关了
// does, and is not understood: 电视被 was a name, guessed at (您是说客厅电视
// 吗？), and a yes switched it. Asked (电视被打开了吗, 灯被关了没有) it is the
// question of its state, 被 and who did it said of nothing.

const (
	passiveSaid = "被"
	someoneSaid = "人"
)

// passiveDone reads a name that ends in 被 and who did it, before a verb,
// as the name and, for a question, a filler, else speakerSaid.
func passiveDone(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		at := strings.LastIndex(t.Value, passiveSaid)
		if t.Type != grammar.Han || at <= 0 || !acted(toks[i+1:]) {
			continue
		}
		if by := t.Value[at+len(passiveSaid):]; by != "" && by != someoneSaid && !subject(by) {
			continue
		}
		by := t
		n := utf8.RuneCountInString(t.Value[:at])
		by.Pos.Offset += n
		by.Pos.Column += n
		by.Value = t.Value[at:]
		if questionAfter(toks[i+1:]) {
			by.Type = grammar.Filler
		} else {
			by.Type, by.Value = grammar.Quest, speakerSaid
		}
		toks[i].Value = t.Value[:at]
		toks = slices.Insert(toks, i+1, by)
	}
	return toks
}

// questionAfter reports a word of a question in the clause toks begin.
func questionAfter(toks []lexer.Token) bool {
	for _, t := range toks {
		switch t.Type {
		case grammar.Sep:
			return false
		case grammar.Quest:
			return true
		}
	}
	return false
}
