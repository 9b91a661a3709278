package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// negatedNext reads a negation said right after a command's name as the
// start of a second command, as a pause before it would say, when a verb
// and a name of its own follow it ("打开电视不要开空调", "关掉厨房灯别关橱柜
// 灯"), or when the name is the object of the verb right before it and
// more is said after the negation ("打开客厅空调不要太冷"): the negation is
// not an exception of the first command's name. A negation said after a
// name of its own with only a verb after it ("灯都关了 厨房的别关") stays
// that name's. After 还是 a negation always opens a command of its own
// ("开灯吧还是别开了": rather not), never an exception of the name before.
func negatedNext(toks []lexer.Token) []lexer.Token {
	verbed, start := false, 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.Type == grammar.Sep:
			verbed, start = false, i+1
		case t.Type == grammar.Verb || t.Type == grammar.Rel:
			verbed = true
		case t.Type == grammar.Neg && verbed && (verbThenName(toks[i+1:]) && slices.ContainsFunc(toks[start:i], named) ||
			namedBefore(toks[:i]) && objectBefore(toks[start:i]) && !clauseEnds(toks[i+1:]) || toks[i-1].Value == orSaid):
			sep := lexer.Token{Type: grammar.Sep, Value: ",", Pos: t.Pos}
			toks = append(toks[:i], append([]lexer.Token{sep}, toks[i:]...)...)
			i++
			verbed, start = false, i
		}
	}
	return toks
}

// namedBefore reports tokens that end with a name, its 的 or fillers
// after it.
func namedBefore(toks []lexer.Token) bool {
	for i := len(toks) - 1; i >= 0; i-- {
		switch t := toks[i]; {
		case named(t):
			return true
		case t.Type != grammar.Filler:
			return false
		}
	}
	return false
}

// verbThenName reports tokens that begin, after fillers, with a verb and
// then a name.
func verbThenName(toks []lexer.Token) bool {
	verb := false
	for _, t := range toks {
		switch {
		case t.Type == grammar.Filler:
		case !verb && t.Type == grammar.Verb:
			verb = true
		case verb && named(t):
			return true
		default:
			return false
		}
	}
	return false
}

// objectBefore reports a clause's tokens that end with a name said
// right after its verb, which opens the clause ("打开客厅空调", "关掉所有的
// 灯"): only words of all, 的 and fillers that end no clause between
// them; particles may follow the name ("开灯吧"). A name with 的 and nothing after it ("关了 厨房的") is said apart;
// a verb done (关了), or one with its object before it ("把灯打开", "灯都
// 打开"), has its object already.
func objectBefore(toks []lexer.Token) bool {
	i := len(toks) - 1
	for i >= 0 && toks[i].Type == grammar.Filler && toks[i].Value != de {
		i--
	}
	n := i
	for i >= 0 && (named(toks[i]) || toks[i].Value == de && i < n) {
		i--
	}
	if i == n {
		return false
	}
	for i >= 0 && (toks[i].Type == grammar.Quant || toks[i].Type == grammar.Filler && !tailWords[toks[i].Value]) {
		i--
	}
	return i >= 0 && toks[i].Type == grammar.Verb && !strings.HasSuffix(toks[i].Value, done) &&
		!slices.ContainsFunc(toks[:i], func(t lexer.Token) bool { return named(t) || t.Value == objectSaid })
}

// done ends a verb said as done ("关了"): a command of its own.
const done = "了"
