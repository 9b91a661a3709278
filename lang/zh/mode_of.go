package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// modeOfThing reads the mode of a thing said before the verb that sets it
// ("卧室空调模式调成制热", "把空调模式改成自动", "空调的模式调到除湿", "加湿器模式调成睡
// 眠", "空调模式制热", "空调模式自动") as the thing set to the mode, as "卧室空调调成制热模式" is:
// 模式 was read into the name (卧室里找不到“空调模式”). A mode said by a word
// that is none of the pack's (睡眠) is said with 模式 after it, as "调成睡眠模
// 式" says it. A question ("空调模式是什么", "空调什么模式") is read as it
// was: no mode follows the verb.
func modeOfThing(toks []lexer.Token) []lexer.Token {
	for i, t := range toks {
		if t.Type != grammar.Han {
			continue
		}
		if thing, mode, ok := strings.Cut(t.Value, modeWord); ok && thing != "" && clauseEnds(toks[i+1:]) {
			if _, known := modes[mode]; known {
				// "客厅空调模式自动", one word to the lexer
				return modeAfter(toks, i, thing, mode)
			}
		}
		rest, cut := strings.CutSuffix(t.Value, modeWord)
		ofThing := t.Value == modeWord && i >= 2 && toks[i-1].Type == grammar.Filler && toks[i-1].Value == de && named(toks[i-2])
		if !ofThing && (!cut || rest == "") {
			continue
		}
		v := i + 1
		if v < len(toks) && toks[v].Type == grammar.Verb {
			v++
		}
		if v >= len(toks) || !clauseEnds(toks[v+1:]) || toks[v].Type != grammar.Mode && (toks[v].Type != grammar.Han || !modeSetBy(toks[v-1])) {
			continue
		}
		out := slices.Clone(toks)
		if out[v].Type == grammar.Han {
			out[v].Value += modeWord
		}
		if ofThing {
			return slices.Delete(out, i-1, i+1)
		}
		out[i].Value = rest
		return out
	}
	return toks
}

// modeAfter is toks with the word at i, a thing, 模式 and a mode word of
// the pack ("客厅空调模式自动"), said as the thing and the mode. A word after 模式
// that is no mode is left in the name: "观影模式场景" names a scene.
func modeAfter(toks []lexer.Token, i int, thing, mode string) []lexer.Token {
	out := slices.Clone(toks)
	m := out[i]
	m.Type, m.Value = grammar.Mode, mode
	m.Pos.Offset += len(thing) + len(modeWord)
	m.Pos.Column += utf8.RuneCountInString(thing + modeWord)
	out[i].Value = thing
	return slices.Insert(out, i+1, m)
}

// modeSetBy reports a verb that sets a thing to what follows it (调成, 改到,
// 切换到): a word after it that is no mode of the pack is the mode said
// ("加湿器模式调成睡眠"), never after a verb that switches ("观影模式打开电视").
func modeSetBy(t lexer.Token) bool {
	r, _ := utf8.DecodeLastRuneInString(t.Value)
	return t.Type == grammar.Verb && r != '个' && strings.ContainsRune(setTo, r)
}
