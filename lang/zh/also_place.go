package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A place said with 也 and a command of its own after a command on one
// thing (打开客厅空调，卧室的也打开; 关掉客厅空调，卧室也关掉) is the place's
// thing of the class named before, as 卧室的空调也打开 says: 卧室也打开 switched
// on the bedroom's lights, and 卧室的也打开 was not understood (卧室里找不到
// “客厅空调”). After a command refused, or a question, the place is as
// said.

// placeAlso is the clause c, a place with 也 and what to do, with the class
// of the one thing the command b names said after the place.
func placeAlso(b, c []lexer.Token) ([]lexer.Token, bool) {
	i := 0
	for i < len(c) && c[i].Type == grammar.Filler {
		i++
	}
	end := i + 1
	if end < len(c) && c[end].Value == de {
		end++
	}
	if end >= len(c) || !named(c[i]) || c[end].Value != tooWord ||
		!slices.ContainsFunc(c[end+1:], func(t lexer.Token) bool { return t.Type == grammar.Verb || t.Type == grammar.Rel }) {
		return c, false
	}
	at, stop, ok := soleTarget(b)
	if !ok || slices.ContainsFunc(b, func(t lexer.Token) bool { return t.Type == grammar.Neg }) {
		return c, false
	}
	name := classCarried(slices.Clone(c[i:end]), b[at:stop])
	if len(name) == end-i {
		return c, false
	}
	return slices.Concat(c[:i], name, c[end:]), true
}
