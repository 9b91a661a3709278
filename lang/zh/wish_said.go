package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// wishSaid reads a wish of the speaker's opening a command, with a word
// of how much or none, and no reason against it ("想关灯", "想开空调", "好想开
// 空调啊", "真想把灯关了", "我好想把空调打开", "我就想关个灯", "想要关灯"), as the
// command, as 我想 is (wants): the speaker wants it done. The wish was read
// into the name (找不到“想灯”) or not understood. A wish with a reason
// against it is none (wishedAgainst); one of another ("他想关灯", "你想关灯
// 吗"), not had ("不想关灯"), asked ("想不想关灯") or thought over ("我想想")
// is read as it was, and a wish said with 吗 is too.
func wishSaid(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && toks[start].Type == grammar.Filler {
		start++
	}
	said := ""
	for k := start; k < len(toks) && k < start+4; k++ {
		if toks[k].Type != grammar.Han && toks[k].Type != grammar.Kw && toks[k].Type != grammar.Conj && toks[k].Type != grammar.Filler {
			return toks
		}
		said += toks[k].Value
		if !wished(said) {
			continue
		}
		next := k + 1
		if next >= len(toks) || toks[next].Type != grammar.Verb && !(toks[next].Type == grammar.Filler && toks[next].Value == objectSaid) ||
			slices.ContainsFunc(toks[next:], func(t lexer.Token) bool { return t.Type == grammar.Quest && t.Value == questionMark }) {
			return toks
		}
		for j := start; j <= k; j++ {
			toks[j].Type = grammar.Filler
		}
		return toks
	}
	return toks
}

// wishWords say the speaker wants a thing done, after who wishes it
// (wishers) and a word of how much (wishDegrees).
var (
	wishWords   = grammar.Set("想 想要")
	wishDegrees = longestFirst(`好 真 很 特别 超 超级 真的 好好 就 也 还 是真`)
	selfWishers = longestFirst(`我们 咱们 我 咱 俺`)
)

// wished reports a wish of the speaker's (wishWords), with who wishes it
// and how much, or without.
func wished(w string) bool {
	for _, p := range selfWishers {
		if rest, ok := strings.CutPrefix(w, p); ok {
			w = rest
			break
		}
	}
	for _, d := range wishDegrees {
		if rest, ok := strings.CutPrefix(w, d); ok {
			w = rest
			break
		}
	}
	return wishWords[w]
}
