package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// canAsked reads 能 opening a command asked with 吗, or said after the
// thing that opens it ("能关电视吗", "能把电视关了吗", "能开一下客厅空调吗", "电视能关
// 吗", "客厅空调能开吗", "台灯能调暗吗"), as a request, as 可以 is there
// ("可以关电视吗", "电视可以关吗"): 能 was read into the name (找不到“能电视”,
// “电视能”), or "台灯能调暗吗" answered the state. Said after a person ("我能
// 开空调吗", "孩子能开电视吗") it asks someone for leave, and is read as it
// was.
func canAsked(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && toks[start].Type == grammar.Filler {
		start++
	}
	i := start
	if i+1 >= len(toks) || toks[i].Type != grammar.Han || !asksWithMa(toks[i+1:]) {
		return toks
	}
	thing, ok := strings.CutSuffix(toks[i].Value, canWord)
	if !ok || slices.Contains(reporters, thing) || slices.Contains(selfWishers, thing) || !commandAfter(toks[i+1:]) {
		return toks
	}
	out := slices.Clone(toks)
	if thing == "" {
		out[i].Type = grammar.Filler
		return out
	}
	can := out[i]
	can.Type, can.Value = grammar.Filler, canWord
	can.Pos.Offset += len(thing)
	can.Pos.Column += len([]rune(thing))
	out[i].Value = thing
	return slices.Insert(out, i+1, can)
}

// commandAfter reports a verb after fillers (帮忙, 一下), or 把 among them.
func commandAfter(toks []lexer.Token) bool {
	for _, t := range toks {
		switch {
		case t.Type == grammar.Filler && t.Value == objectSaid:
			return true
		case t.Type != grammar.Filler:
			return t.Type == grammar.Verb || t.Type == grammar.Rel
		}
	}
	return false
}

// canWord is 能, a request where 吗 asks it.
const canWord = "能"

// asksWithMa reports a clause that ends with 吗, fillers after it.
func asksWithMa(toks []lexer.Token) bool {
	end := len(toks) - 1
	for end >= 0 && (toks[end].Type == grammar.Filler || toks[end].Type == grammar.Sep) {
		end--
	}
	return end >= 0 && toks[end].Type == grammar.Quest && toks[end].Value == questionMark &&
		!slices.ContainsFunc(toks[:end], func(t lexer.Token) bool {
			return t.Type == grammar.Sep || t.Type == grammar.Quest || t.Type == grammar.Neg
		})
}
