package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// lampVerbs are the verbs said of a lamp only, in one word with 灯 (as 开灯
// and 熄灯 are), each with the verb it is read as: 亮灯 lights it as 点亮
// does, 闭灯 puts it out as 熄灭 does ("客厅亮灯", "把灯闭了", "灯亮一下").
// Alone, 亮 is a direction and 闭 no word of a command.
var lampVerbs = map[string]string{"亮": "点亮", "闭": "熄灭"}

// lampVerb reads a lamp verb said before 灯, alone or after a room
// ("亮灯", "卧室闭灯"), or after a name that ends in 灯 ("灯亮一下", "把客厅
// 主灯闭了", "台灯给我亮了吧"), as the verb and the lamp: the recogniser's run of characters
// held them as one name. A word before 亮灯 that is no room ("月亮灯") keeps
// the name whole.
func lampVerb(toks []lexer.Token) []lexer.Token {
	var out []lexer.Token
	for _, t := range toks {
		if t.Type != grammar.Han {
			out = append(out, t)
			continue
		}
		add := func(typ lexer.TokenType, v string) {
			if v != "" {
				out = append(out, lexer.Token{Type: typ, Value: v, Pos: t.Pos})
			}
		}
		if as, ok := lampVerbs[t.Value]; ok && lampBefore(out) {
			// "客厅主灯给我亮了吧": the verb alone after the lamp and a filler
			t.Type, t.Value = grammar.Verb, as
			out = append(out, t)
			continue
		}
		done := false
		for verb, as := range lampVerbs {
			if before, ok := strings.CutSuffix(t.Value, verb+lightWord); ok && (before == "" || slices.Contains(roomWords, before)) {
				add(grammar.Han, before)
				add(grammar.Verb, as)
				add(grammar.Han, lightWord)
				done = true
				break
			}
			if name, ok := strings.CutSuffix(t.Value, verb); ok && strings.HasSuffix(name, lightWord) {
				add(grammar.Han, name)
				add(grammar.Verb, as)
				done = true
				break
			}
		}
		if !done {
			out = append(out, t)
		}
	}
	return out
}

// lampBefore reports whether the last word before fillers is a name that
// ends in 灯.
func lampBefore(toks []lexer.Token) bool {
	for i := len(toks) - 1; i >= 0; i-- {
		if toks[i].Type != grammar.Filler {
			return toks[i].Type == grammar.Han && strings.HasSuffix(toks[i].Value, lightWord)
		}
	}
	return false
}

// lampAsked reads a lamp verb said twice with 不 or 没 between ("台灯亮不亮",
// "厨房灯还亮没亮") as the verb asked with 吗, as "台灯亮吗" is: the second
// was read as a name and nothing was understood.
func lampAsked(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		verb, not, again := toks[i], toks[i+1], toks[i+2]
		if verb.Type != grammar.Verb || lampVerbs[again.Value] != verb.Value || again.Type != grammar.Han ||
			!(not.Type == grammar.Kw && not.Value == notQuest || not.Type == grammar.Quest && not.Value == notYet) ||
			!clauseEnds(toks[i+3:]) {
			continue
		}
		toks[i+1].Type, toks[i+1].Value = grammar.Quest, questionMark
		toks = append(toks[:i+2], toks[i+3:]...)
	}
	return toks
}
