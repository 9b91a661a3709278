package en

import (
	"strconv"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// moreUnit reads a number said with "more" or "less" before its unit
// ("one more degree", "two more degrees", "ten more percent", "one less
// degree") as the number said with it after ("one degree more"): a step
// of the setting said last or named. It was not understood. "5 more
// minutes" (no unit of a setting) is left.
func moreUnit(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		v, ok := numbers[toks[i].Value]
		if toks[i].Type != grammar.Num && !ok || !stepMore[toks[i+1].Value] || toks[i+2].Type != grammar.Unit {
			continue
		}
		if toks[i].Type != grammar.Num {
			toks[i].Type, toks[i].Value = grammar.Num, strconv.FormatFloat(v, 'f', -1, 64)
		}
		toks[i+1], toks[i+2] = toks[i+2], toks[i+1]
		i += 2
	}
	return toks
}

// stepMore are the words of a step up or down said between a number and
// its unit.
var stepMore = set("more less fewer")
