package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// bothWords are 俩, two of them, said alone or with this or that before it
// ("俩都关了", "这俩都关", "那俩全开"): 两个.
var bothWords = []string{"俩", "这俩", "那俩"}

// pointedBefore are the words of this and that, and it, said before a count
// of them all ("这两个都关", "它俩都关上"): the count is of those spoken
// of, as said alone.
var pointedBefore = []string{"这", "那", "它", "它们"}

// Two said as 两个 in digits, the count a count of all takes (countOfAll).
const (
	twoDigits = "2"
	twoOf     = "个"
)

// bothSaid reads 俩 said before 都 or 全 with no name after it as 两个
// ("俩都关了" is "两个都关了"), and drops this, that or it said right before
// such a count ("这两个都关"): both were read as a name (找不到“俩”), and
// 这两个都关 asked which of the two just switched.
func bothSaid(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Type != grammar.Han || !slices.Contains(bothWords, toks[i].Value) || !allOfCount(toks[i+1:]) {
			continue
		}
		two, of := toks[i], toks[i]
		two.Type, two.Value = grammar.Num, twoDigits
		of.Type, of.Value = grammar.Filler, twoOf
		toks = slices.Insert(slices.Delete(toks, i, i+1), i, two, of)
	}
	for i := 0; i+3 < len(toks); i++ {
		if (toks[i].Type == grammar.Han || toks[i].Type == grammar.Ref) && slices.Contains(pointedBefore, toks[i].Value) &&
			toks[i+1].Type == grammar.Num && countMeasures[toks[i+2].Value] && allOfCount(toks[i+3:]) {
			toks[i].Type = grammar.Filler
		}
	}
	return toks
}

// allOfCount reports tokens that begin with 都 or 全 and name nothing
// right after it.
func allOfCount(toks []lexer.Token) bool {
	return len(toks) > 0 && toks[0].Type == grammar.Quant && listAll[toks[0].Value] && (len(toks) == 1 || !named(toks[1]))
}
