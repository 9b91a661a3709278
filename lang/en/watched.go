package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Watching a television ("let's watch some tv", "i want to watch tv",
// "can we watch the telly", "watch the tv in the lounge") asks for it on,
// as "turn on the tv" does. It was not understood. A question ("did you
// watch tv") is left.

// watchWords say what is done with a television.
var watchWords = set("watch")

// watched reads "watch" before a name that ends in a television's class
// word as "turn on".
func watched(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if !watchWords[toks[i].Value] || toks[i].Type != grammar.Word || !screenNamed(toks[i+1:]) || askedBefore(toks[:i]) {
			continue
		}
		on := lexer.Token{Type: grammar.On, Value: "on", Pos: toks[i].Pos}
		toks[i].Type, toks[i].Value = grammar.Verb, "turn"
		toks = slices.Insert(toks, i+1, on)
	}
	return toks
}

// screenNamed reports articles, then the words of a name whose last is
// the class word of a television, at the start of toks.
func screenNamed(toks []lexer.Token) bool {
	for len(toks) > 0 && toks[0].Type == grammar.Det {
		toks = toks[1:]
	}
	for _, t := range toks {
		if t.Type != grammar.Word {
			return false
		}
		if classes.word[Singular(t.Value)] == screenClass {
			return true
		}
	}
	return false
}

// screenClass is the class of a television.
const screenClass = "tv"
