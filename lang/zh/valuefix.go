package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A value put right with nothing else said (不对，15; 还是30吧; 错了，是25度; 不是20，
// 是25; 我是说25度): the last thing set to it, as 调到15 says. These were not
// understood (a correction ends in a name; a number alone is no command).

// valueFixOpens are the words that open such a turn once meant has read
// the openers of a correction as 不对.
var valueFixOpens = [][]string{{"不", "对"}, {"不"}, {"还是"}}

// valueFixSet is the verb such a turn is read with, before its value (and
// degreeSaid the word of degrees the grammar reads after a number).
const valueFixSet = "调到"

// valueFixed reads such a turn as 调到 and the value.
func valueFixed(toks []lexer.Token) []lexer.Token {
	var said []lexer.Token // the words, pauses left out
	for _, t := range toks {
		if t.Type != grammar.Sep {
			said = append(said, t)
		}
	}
	opener := func(at []lexer.Token) int {
		for _, o := range valueFixOpens {
			if startsWith(at, o) {
				return len(o)
			}
		}
		return 0
	}
	for len(said) > 0 && said[0].Type == grammar.Filler && opener(said) == 0 {
		said = said[1:] // 嗯，不对，15
	}
	n := opener(said)
	if n > 0 && n < len(said) && said[n].Value == isSaid {
		n++ // 错了，是25度
	}
	if n == 0 || n == len(said) || said[n].Type != grammar.Num {
		return toks
	}
	for _, t := range said[n+1:] {
		if t.Type != grammar.Unit && t.Value != degreeSaid && t.Type != grammar.Filler {
			return toks // 不对，两个都要
		}
	}
	return append([]lexer.Token{{Type: grammar.Verb, Value: valueFixSet, Pos: said[0].Pos}}, said[n:]...)
}
