package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// verbThenThing reads a verb said first, alone or again, with its particles,
// then a pause and the thing it is for ("打开呗，客厅灯", "关了吧，厨房灯", "开
// 一下，卧室空调", "关了关了，电视", "打开打开，台灯"), as the thing said
// first and then the verb ("客厅灯打开"): the verb alone, before the pause,
// asked which device, and the name after it was lost. With more said after
// the name, or a value, it is left as it is (valueFirst), and so is a
// verb done with nothing that asks for it ("开了，电视": a deed told).
func verbThenThing(toks []lexer.Token) []lexer.Token {
	lead := leadEnd(toks)
	i := lead
	if i >= len(toks) || toks[i].Type != grammar.Verb || setsTo(toks[i]) {
		return toks
	}
	verb, times := toks[i], 0
	asked := slices.ContainsFunc(toks[:lead], func(t lexer.Token) bool { return askingWord(t.Value) })
	isDone := strings.HasSuffix(verb.Value, done)
	for i < len(toks) && (toks[i].Type == grammar.Verb && toks[i].Value == verb.Value || toks[i].Type == grammar.Filler && !objectMarks[toks[i].Value]) {
		if toks[i].Type == grammar.Verb {
			times++
		}
		asked = asked || times > 1 || requestEnds[toks[i].Value] // 关了关了, 开一下吧
		isDone = isDone || toks[i].Value == done
		i++
	}
	if i >= len(toks) || toks[i].Type != grammar.Sep {
		return toks
	}
	i++
	for i < len(toks) && toks[i].Type == grammar.Ref && hesitantRefs[toks[i].Value] {
		i++ // 关一下，那个客厅灯
	}
	named0 := i
	i = nameEnd(toks, i)
	name := toks[named0:i]
	i = topicEnd(toks, i)
	if len(name) == 0 || i < len(toks) || isDone && !asked {
		return toks // 开了，电视: a deed told (deed_told.go)
	}
	return placedFrom(slices.Concat(toks[:lead], name, []lexer.Token{verb}), toks, lead)
}
