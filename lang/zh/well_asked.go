package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// doneWell are the words of a thing done well that 好 ends ("关好", "锁好"),
// and the verb each says; okAsked is 好吗 said after a command to ask
// nicely ("把电视关了好吗").
var doneWell = map[string]string{"关好": "关", "锁好": "锁"}

const okAsked = "好吗"

// requestedWell reads 关好 or 锁好 and 吗 that end a clause where 把, 将 or
// 给我 (帮我把 too) says a command ("把电视关好吗", "把门给锁好吗", "花园灯给我关好吗") as the
// verb and 好吗, which asks nicely: the command, as "把电视关了好吗" is. They
// were read as the question "is it closed properly?" and answered. Said
// with no word of a command ("电视关好吗", "前门锁好了吗") they are still
// asked.
func requestedWell(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		verb, ok := doneWell[toks[i].Value]
		q := toks[i+1]
		if !ok || q.Type != grammar.Quest || q.Value != questionMark || i+2 < len(toks) && toks[i+2].Type != grammar.Sep {
			continue
		}
		start := i
		for start > 0 && toks[start-1].Type != grammar.Sep {
			start--
		}
		if !slices.ContainsFunc(toks[start:i], func(t lexer.Token) bool {
			return t.Type == grammar.Filler && (objectMarks[t.Value] || strings.HasSuffix(t.Value, objectMark) || strings.HasPrefix(t.Value, giveMe))
		}) {
			continue
		}
		v, ok2 := toks[i], q
		v.Type, v.Value = grammar.Verb, verb
		ok2.Type, ok2.Value = grammar.Filler, okAsked
		ok2.Pos = v.Pos
		ok2.Pos.Offset += utf8.RuneCountInString(verb)
		ok2.Pos.Column += utf8.RuneCountInString(verb)
		toks[i], toks[i+1] = v, ok2
	}
	return toks
}

// giveMe says a command done for the speaker ("给我关好"); objectMark ends
// a word of politeness that puts the object first ("帮我把").
const (
	giveMe     = "给我"
	objectMark = "把"
)
