package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// What a thing is. "什么是空调", "空调是什么", "什么叫扫地机器人", "空调是什么
// 东西": a name asked what it is, with nothing of it asked (no state, no
// attribute), asks about the world, not the home, and is not understood:
// the devices of the name answered their state.

// whatIsAsked is the word a question of what a thing is is read as:
// asked, never answered from the home (read.go).
const whatIsAsked = "是什么"

// isSaidAs are the words between 什么 and a name that ask what it is (什么
// 是, 什么叫); thingWords, after 是什么, say the same.
var (
	isSaidAs   = grammar.Set(`是 叫`)
	thingWords = grammar.Set(`东西 意思 玩意 玩意儿 东东`)
)

// whatIs reads a clause of only a name and 什么是 before it, or 是什么 (and a
// word of thingWords) after it, fillers aside, as whatIsAsked.
func whatIs(toks []lexer.Token) []lexer.Token {
	grammar.Parts(toks, func(c []lexer.Token) {
		if at, ok := whatIsIn(c); ok {
			c[at].Type, c[at].Value = grammar.Quest, whatIsAsked
		}
	}, grammar.Sep)
	return toks
}

// whatIsIn finds 什么 in a clause that asks only what a name is.
func whatIsIn(c []lexer.Token) (at int, ok bool) {
	var words []lexer.Token
	at = -1
	for i, t := range c {
		if t.Type == grammar.Filler && !isSaidAs[t.Value] {
			continue
		}
		if t.Value == what && at < 0 {
			at = i
		}
		words = append(words, t)
	}
	switch {
	case len(words) == 3 && words[0].Value == what && isSaidAs[words[1].Value] && named(words[2]):
		return at, true
	case (len(words) == 3 || len(words) == 4 && thingWords[words[3].Value]) && named(words[0]) &&
		words[1].Value == isSaid && words[2].Value == what:
		return at, true
	}
	return 0, false
}
