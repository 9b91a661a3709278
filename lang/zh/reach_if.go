package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A value reached as a condition. "客厅温度到了26度就开空调", "卧室降到20度
// 的话关空调": 到 (升到, 达到, 降到) before a number, its unit and 就 or 的话
// compares, as 超过 does: read as a verb, the clause set the living room's
// temperature to 26 and the next turned the air conditioner on, its
// condition dropped.

// reachSaidAs are the words said before 到 that tell the way the value
// is reached, as the comparator they make (comparators).
var reachSaidAs = map[string]string{"": reachUp, "升": "升到", "达": "达到", "降": reachDown}

const (
	reachUp   = "到"
	reachDown = "降到"
	perfect   = "了"
)

// reachIf retypes 到 (with the word before it that says which way) as a
// comparison where a number, its unit and 就 or 的话 follow.
func reachIf(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if toks[i].Type != grammar.Verb || toks[i].Value != reachUp {
			continue
		}
		j := i + 1
		if j < len(toks) && toks[j].Type == grammar.Filler && toks[j].Value == perfect {
			j++ // 到了
		}
		if j+1 >= len(toks) || toks[j].Type != grammar.Num || !endsCondition(toks[j+1:]) {
			continue
		}
		start, op := i, reachUp
		if i > 0 {
			if said, ok := reachSaidAs[toks[i-1].Value]; ok && (toks[i-1].Type == grammar.Rel || toks[i-1].Type == grammar.Han) {
				start, op = i-1, said
			}
		}
		cmp := lexer.Token{Type: grammar.Cmp, Value: op, Pos: toks[start].Pos}
		return append(append(append(make([]lexer.Token, 0, len(toks)), toks[:start]...), cmp), toks[j:]...)
	}
	return toks
}

// A value said bare as a condition. "卧室温度二十六度就关空调", "客厅三十度
// 的话开空调": a number and its unit right after an attribute or a name, with
// no verb before it and 就 or 的话 after, is reached as with 到: it was the
// temperature the air conditioner was set to, now.

// bareReachIf puts a comparison of reachUp before such a number.
func bareReachIf(toks []lexer.Token) []lexer.Token {
	verb := false
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.Type == grammar.Sep || t.Type == grammar.Conj:
			verb = false
		case t.Type == grammar.Verb || t.Type == grammar.Rel || t.Type == grammar.Cmp:
			verb = true
		case t.Type == grammar.Num && !verb && i > 0 && (toks[i-1].Type == grammar.Attr || named(toks[i-1])) &&
			i+1 < len(toks) && (toks[i+1].Type == grammar.Unit || toks[i+1].Value == string(degree)) && endsCondition(toks[i+1:]):
			cmp := lexer.Token{Type: grammar.Cmp, Value: reachUp, Pos: t.Pos}
			return append(append(append(make([]lexer.Token, 0, len(toks)+1), toks[:i]...), cmp), toks[i:]...)
		}
	}
	return toks
}
