package zh

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// thanks are the words that thank whoever is spoken to, alone or with
// 你 after them. Said right before what was done for the speaker, with no
// pause ("谢谢你关灯", "谢谢帮我开灯", "多谢把电视关了"), they thank for it: it
// is done already, and asked as done ("灯开了吗"), never done again or
// asked where. Said apart ("谢谢，帮我开灯", "帮我开灯，谢谢") or before a bare
// verb ("谢谢关掉客厅灯") they are politeness.
const thanks = `谢谢 多谢 感谢 谢啦 谢了 谢谢啦 谢谢你 谢谢您 谢谢你们 多谢你 多谢您 感谢你 感谢您`

// thankedDoers are the words after thanks that say it was done for the
// speaker: 你 ends a word of thanks, these follow it.
var thankedDoers = map[string]bool{"帮我": true, "给我": true, "你帮我": true, "你给我": true, "帮我把": true, "给我把": true, "把": true, "帮忙": true}

var thanked = grammar.Set(thanks)

// thankedFor reads a clause that begins (after fillers) with thanks said
// right before a verb as asking whether it is done: the question mark
// ends it.
func thankedFor(toks []lexer.Token) []lexer.Token {
	start := true
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		switch {
		case t.Type == grammar.Sep:
			start = true
			continue
		case start && t.Type == grammar.Filler && thanked[t.Value] &&
			t.Pos.Offset+utf8.RuneCountInString(t.Value) == toks[i+1].Pos.Offset &&
			(strings.ContainsAny(t.Value, "你您") || thankedDoers[toks[i+1].Value]):
			end := i + 1
			verb := false
			for end < len(toks) && toks[end].Type != grammar.Sep {
				verb = verb || toks[end].Type == grammar.Verb
				end++
			}
			if verb {
				asked := lexer.Token{Type: grammar.Quest, Value: questionMark, Pos: toks[end-1].Pos}
				toks = append(toks[:end], append([]lexer.Token{asked}, toks[end:]...)...)
				i = end
				continue
			}
		case t.Type == grammar.Filler:
			continue
		}
		start = false
	}
	return toks
}
