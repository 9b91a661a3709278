package zh

import (
	"slices"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// keptAs are the states a thing is left in ("厨房的开着", "卧室灯关着"):
// said of a name after a command, what the command leaves as it is.
var keptAs = map[string]bool{"on": true, "off": true, "locked": true, "unlocked": true}

// goesOn is the verb said before a state to say it goes on ("厨房灯继续
// 开着"): no command of its own there.
const goesOn = "继续"

// keptStates reads a state said of a name after a command, with nothing
// after it but particles ("把灯都关了 但厨房的开着", "灯都关了 让厨房灯继续亮
// 着"), as the name kept out of the command (厨房灯除外): the command
// said before names what changes, the state what stays as it is. A
// question or a condition anywhere keeps its state.
func keptStates(toks []lexer.Token) []lexer.Token {
	if slices.ContainsFunc(toks, func(t lexer.Token) bool {
		return t.Type == grammar.If || t.Type == grammar.Quest && strongQuest[t.Value] || t.Value == ifSaid
	}) {
		return toks
	}
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.Type != grammar.State || !keptAs[states[t.Value]] || !clauseEnds(toks[i+1:]) {
			continue
		}
		j := i
		for j > 0 && (toks[j-1].Type == grammar.Filler && toks[j-1].Value != de || toks[j-1].Value == goesOn) {
			j--
		}
		n := j
		for n > 0 && (named(toks[n-1]) || toks[n-1].Value == de && n > 1 && named(toks[n-2])) {
			n--
		}
		if n == j || !slices.ContainsFunc(toks[:n], func(u lexer.Token) bool { return u.Type == grammar.Verb }) {
			continue
		}
		x := t
		x.Type, x.Value, x.Pos = grammar.Except, exceptAfter, toks[j].Pos
		toks = append(append(toks[:j:j], x), toks[i+1:]...)
		i = j
	}
	return toks
}

// uncounted drops a count said between a word of keeps and its name
// ("只留一个厨房灯", "就留个小夜灯", "只留一盏灯"): one thing kept is the
// thing named.
func uncounted(toks []lexer.Token) []lexer.Token {
	n := 0
	if len(toks) > 1 && toks[0].Type == grammar.Num {
		n++
	}
	switch {
	case n < len(toks)-1 && toks[n].Type == grammar.Filler && countMeasures[toks[n].Value]:
		return toks[n+1:]
	case n == 1 && named(toks[1]):
		r, size := utf8.DecodeRuneInString(toks[1].Value)
		if countMeasures[string(r)] && size < len(toks[1].Value) {
			toks[1].Value = toks[1].Value[size:]
			toks[1].Pos.Column++
			toks[1].Pos.Offset++
			return toks[1:]
		}
	}
	return toks
}
