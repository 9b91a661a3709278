package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// "It" or "this" and "that" with a count of two and no name after it (它们
// 俩, 它们两个, 它俩, 这俩, 那两个: "把它们俩关了", "它们两个都打开") is "them",
// the two things said before: the two is how many they are. It was read
// as a value (把它们两个关了 set both to 2%) or as a name (找不到“这2”).

// twoPointers are the words of pointing said before such a count, and
// themSaid the reference they are read as.
var twoPointers = wordSet("它们 它 这 那")

const themSaid = "它们"

// bothOfThem reads a word of twoPointers, the count two and 个 after it as
// themSaid, the count and 个 said along as fillers.
func bothOfThem(toks []lexer.Token) []lexer.Token {
	for i, t := range toks {
		if t.Type == grammar.Han && slices.Contains(bothWords[1:], t.Value) && !(i+1 < len(toks) && named(toks[i+1])) && !allOfCount(toks[i+1:]) {
			toks[i].Type, toks[i].Value = grammar.Ref, themSaid // 这俩, 那俩
		}
	}
	for i := 0; i+1 < len(toks); i++ {
		t, n := toks[i], toks[i+1]
		if !twoPointers[t.Value] || t.Type != grammar.Ref && t.Type != grammar.Han ||
			!(n.Type == grammar.Num && n.Value == twoDigits || n.Type == grammar.Han && n.Value == bothWords[0]) {
			continue
		}
		next := i + 2
		if next < len(toks) && toks[next].Value == twoOf {
			next++
		}
		if next < len(toks) && named(toks[next]) || allOfCount(toks[next:]) {
			continue // 这两个灯: two things named; 它们俩都关: bothSaid's
		}
		toks[i].Type, toks[i].Value = grammar.Ref, themSaid
		for j := i + 1; j < next; j++ {
			toks[j].Type = grammar.Filler
		}
	}
	return toks
}
