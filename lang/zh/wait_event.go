package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A situation to wait for. "天黑了再开花园灯", "我回来了再开空调": a
// situation said before 再 ("and then") is when the command is to run,
// which edge cannot wait for; it is no remark on the situation now ("天黑
// 了，开花园灯"), and the command is not understood. Dropped with the
// situation, the garden lights were turned on at once. Before 就 it is
// the same ("天黑了就开花园灯", "孩子睡着了就关电视"): the garden lights
// were turned on, the tv switched off, 我回来了就开空调 asked which air
// conditioner.
//
// A thing said to have been done, with no 如果 and no 把, before 就 and a
// command ("前门开了就开门厅灯", "电视开了就关窗帘") is an event to wait
// for too: read as two commands, it unlocked the front door and switched
// the tv on. A state said before 就 ("车库门开着就开车库灯") is a
// condition edge reads now (bareIf), and a verb said first ("关了电视就
// 锁门", "把电视关了就开灯") two commands in turn.

// thenLater is 再 as "and then".
const thenLater = "再"

var errWaitFor = grammar.Errorf("a situation to wait for, then %s or %s", thenLater, thenSaid)

// waitsFor reports a situation (situations) followed by 再 or 就, or a
// thing done followed by 就 and a command (doneThen).
func waitsFor(toks []lexer.Token) bool {
	start := 0
	for i := 0; i+1 < len(toks); i++ {
		switch t := toks[i]; {
		case t.Type == grammar.Filler && situationSaid[t.Value] && (toks[i+1].Value == thenLater || toks[i+1].Value == thenSaid):
			return true
		case t.Type == grammar.Sep || t.Type == grammar.Conj:
			start = i + 1
		case t.Type == grammar.Verb && doneThen(toks[start:i], toks[i:]):
			return true
		}
	}
	return false
}

// doneThen reports a verb said done (开了, 关了) after words that only
// name (前门, 客厅的灯, after a wake word), then 就 and a command.
func doneThen(before, from []lexer.Token) bool {
	namesDone := false
	for _, t := range before {
		switch {
		case named(t):
			namesDone = true
		case t.Type == grammar.Attr, t.Type == grammar.Filler && !objectMarks[t.Value]:
		default:
			return false // 如果, a verb said first, a number, a negation
		}
	}
	rest := from[1:]
	if !strings.HasSuffix(from[0].Value, done) {
		if len(rest) == 0 || rest[0].Value != done {
			return false
		}
		rest = rest[1:]
	}
	return namesDone && len(rest) > 1 && rest[0].Value == thenSaid &&
		(rest[1].Type == grammar.Verb || rest[1].Type == grammar.Rel || rest[1].Type == grammar.Filler)
}
