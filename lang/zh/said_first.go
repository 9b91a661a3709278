package zh

import (
	"slices"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// firstSaid is the index of the first token that is no filler or pause:
// what is said first, after wake words and hesitations (len(toks) where
// nothing else is said).
func firstSaid(toks []lexer.Token) int {
	if i := slices.IndexFunc(toks, func(t lexer.Token) bool { return t.Type != grammar.Filler && t.Type != grammar.Sep }); i >= 0 {
		return i
	}
	return len(toks)
}

// fillerOff splits the word head, which t begins with, off t into a
// filler of its own: the filler, and what is left of t (offsets count
// characters here).
func fillerOff(t lexer.Token, head string) (lexer.Token, lexer.Token) {
	rest := t
	rest.Value = t.Value[len(head):]
	n := utf8.RuneCountInString(head)
	rest.Pos.Offset += n
	rest.Pos.Column += n
	return lexer.Token{Type: grammar.Filler, Value: head, Pos: t.Pos}, rest
}
