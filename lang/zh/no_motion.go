package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// No motion said of a place before 就 or 的话 and a command (门厅没有动静就关
// 灯, 没动静的话关灯, 儿童房没动静了就把灯关了) is a condition on its motion not
// sensed, as 没人就关灯 is on no one there: 动静 was read into the name of
// the light (找不到“动静灯”). Said at the end of a clause (加湿器没动静了) it
// is still a trouble told (lack.go), never a condition.

// unmovedSaid is the state of no motion (statesNot).
const unmovedSaid = "没动静"

// noMotionIf reads 没 or 没有, 动静, a 了 or none, then 就 or 的话, or a
// command after a word of if (玄关要是没动静 关掉玄关灯), as the state
// unmovedSaid with what follows it.
func noMotionIf(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		t := toks[i]
		if t.Type != grammar.Quest || t.Value != notYet && t.Value != notHave || !named(toks[i+1]) || toks[i+1].Value != motionSaid {
			continue
		}
		end := i + 2
		if toks[end].Value == perfective && end+1 < len(toks) {
			end++
		}
		next := toks[end]
		then := next.Type == grammar.Filler && (next.Value == thenSaid || next.Value == ifSaid)
		if !then && (!ifBefore(toks[:i]) || next.Type != grammar.Verb && next.Type != grammar.Sep && next.Value != objectSaid) {
			continue
		}
		t.Type, t.Value = grammar.State, unmovedSaid
		toks = slices.Replace(toks, i, end, t)
	}
	return toks
}

// ifBefore reports a word of if in the clause that toks end.
func ifBefore(toks []lexer.Token) bool {
	for i := len(toks) - 1; i >= 0 && toks[i].Type != grammar.Sep; i-- {
		if toks[i].Type == grammar.If {
			return true
		}
	}
	return false
}
