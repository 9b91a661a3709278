package zh

import (
	"slices"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A command taken back in the same breath with 还是 ("rather") after a
// pause says what is meant instead of it: "客厅灯打开，还是关掉吧" switches the
// light off, "开卧室灯，还是开客厅灯吧" switches on the living room's,
// "空调调到二十四度，还是二十六度吧" sets 26 °C; so does a command said after
// 是 ("开客厅灯，哦，是关客厅灯") and a value after 换成 or 改成 ("空调调到
// 二十四度，换成二十六度"). Both commands ran, the one taken back first.

// ratherSaid is the word that opens what is said instead; meantCommand
// open a command said instead ("开客厅灯，哦，是关客厅灯"), and changedTo a
// value said instead of the value just said ("空调调到二十四度，换成二十六度").
const ratherSaid = "还是"

var (
	meantCommand = map[string]bool{"是": true}
	changedTo    = map[string]bool{"换成": true, "改成": true, "改为": true, "换为": true}
)

// ratherLeads are said between the pause and 还是 ("算了还是关了吧", "要不还是关了吧").
var ratherLeads = [][]string{{"算了"}, {"要", "不"}}

// ratherValues are the kinds of token a value said alone after 还是 puts
// in place of its like ("还是二十六度吧", "还是蓝色吧").
var ratherValues = []lexer.TokenType{grammar.Num, grammar.Color, grammar.Mode}

// ratherNamed are the kinds of token of what a command names, kept when
// what is said instead has a verb and no name ("客厅灯打开，还是关掉吧").
var ratherNamed = []lexer.TokenType{grammar.Han, grammar.Ref, grammar.Attr, grammar.Here}

// rather reads a command taken back with 还是: the command said before it
// is dropped and what follows it is said instead, with the names of the
// dropped command where it names nothing, or in place of the dropped
// command's one value where it is a value. A choice asked ("关灯，还是关空调呢")
// commands neither: its last choice is asked as a question, which acts on
// nothing. 还是 after what commands nothing is left as said.
func rather(toks []lexer.Token) []lexer.Token {
	for m := 1; m < len(toks)-1; m++ {
		w := toks[m].Value
		if w != ratherSaid && !meantCommand[w] && !changedTo[w] {
			continue
		}
		k := ratherPause(toks, m)
		if k < 0 {
			continue
		}
		after := toks[m+1:]
		lead := 0
		for lead < k && (toks[lead].Type == grammar.Filler || toks[lead].Type == grammar.Sep) {
			lead++
		}
		if !slices.ContainsFunc(toks[lead:k], acts) {
			return toks // no command before: "等一会儿，还是别关了"
		}
		before := toks[lead:k]
		switch {
		case w == ratherSaid && slices.ContainsFunc(after, asksChoice):
			or := toks[m]
			or.Type = grammar.Quest
			return slices.Concat(toks[:lead], []lexer.Token{or}, after)
		case w == ratherSaid:
			return slices.Concat(toks[:lead], insteadOf(before, after))
		case meantCommand[w] && slices.ContainsFunc(after, acts):
			return slices.Concat(toks[:lead], insteadOf(before, after))
		case changedTo[w] && slices.Contains(ratherValues, after[0].Type) && !slices.ContainsFunc(after, isAny(ratherNamed...)):
			if i := onlyOne(before, isAny(after[0].Type)); i >= 0 {
				return slices.Concat(toks[:lead], before[:i], after)
			}
		}
	}
	return toks
}

// acts reports a word that commands a change.
func acts(t lexer.Token) bool { return t.Type == grammar.Verb || t.Type == grammar.Rel }

// isAny reports a token of one of kinds.
func isAny(kinds ...lexer.TokenType) func(lexer.Token) bool {
	return func(t lexer.Token) bool { return slices.Contains(kinds, t.Type) }
}

// asksChoice reports a word that asks, which makes 还是 "or" in a choice
// asked: 度 is read as a question word until it is read as a unit.
func asksChoice(t lexer.Token) bool {
	return t.Type == grammar.Quest && t.Value != string(degree) || t.Value == "呢"
}

// ratherPause is where what is said before the 还是 at m ends: at the
// pause before it, past fillers and ratherLeads, or at a gap between two
// words ("开厨房灯 还是开客厅灯"); -1 where no pause stands there.
func ratherPause(toks []lexer.Token, m int) int {
	k := m - 1
	for k > 0 && toks[k].Type == grammar.Filler {
		k--
	}
	for _, l := range ratherLeads {
		if k+1 >= len(l) && startsWith(toks[k+1-len(l):], l) {
			k -= len(l)
			break
		}
	}
	for k > 0 && toks[k].Type == grammar.Filler && !gapAfter(toks, k) {
		k--
	}
	switch {
	case k <= 0:
		return -1
	case toks[k].Type == grammar.Sep:
		return k
	case gapAfter(toks, k):
		return k + 1
	}
	return -1
}

// gapAfter reports a space said between the token at i and the next.
func gapAfter(toks []lexer.Token, i int) bool {
	return i+1 < len(toks) && toks[i].Pos.Offset+utf8.RuneCountInString(toks[i].Value) < toks[i+1].Pos.Offset
}

// insteadOf is what after says in place of before: a value alone in
// place of before's one value of its kind; a change that names nothing
// on what before names; anything else as said alone.
func insteadOf(before, after []lexer.Token) []lexer.Token {
	if slices.Contains(ratherValues, after[0].Type) && !slices.ContainsFunc(after, isAny(ratherNamed...)) {
		if i := onlyOne(before, isAny(after[0].Type)); i >= 0 {
			return slices.Concat(before[:i], after)
		}
		return after
	}
	if !slices.ContainsFunc(after, acts) || slices.ContainsFunc(after, isAny(ratherNamed...)) {
		return after
	}
	var named []lexer.Token
	for _, t := range before {
		if isAny(ratherNamed...)(t) || t.Value == de && len(named) > 0 {
			named = append(named, t)
		}
	}
	if len(named) == 0 {
		return after
	}
	ba := lexer.Token{Type: grammar.Filler, Value: "把", Pos: after[0].Pos}
	return slices.Concat([]lexer.Token{ba}, named, after)
}
