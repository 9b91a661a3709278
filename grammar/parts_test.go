package grammar

import (
	"slices"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

func TestParts(t *testing.T) {
	toks := []lexer.Token{{Type: Verb, Value: "a"}, {Type: Sep, Value: ","}, {Type: Word, Value: "b"}, {Type: Conj, Value: "and"},
		{Type: Word, Value: "c"}, {Type: Sep, Value: ","}}
	parts := func(ends ...lexer.TokenType) [][]string {
		var out [][]string
		Parts(toks, func(p []lexer.Token) {
			var vs []string
			for _, t := range p {
				vs = append(vs, t.Value)
			}
			out = append(out, vs)
		}, ends...)
		return out
	}
	if got := parts(Sep); !slices.EqualFunc(got, [][]string{{"a"}, {"b", "and", "c"}, nil}, slices.Equal) {
		t.Errorf("by pauses: %q", got)
	}
	if got := parts(Sep, Conj); !slices.EqualFunc(got, [][]string{{"a"}, {"b"}, {"c"}, nil}, slices.Equal) {
		t.Errorf("by pauses and joining words: %q", got)
	}
	Parts(toks, func(p []lexer.Token) {
		if len(p) > 0 {
			p[0].Type = Kw
		}
	}, Sep)
	if toks[0].Type != Kw || toks[2].Type != Kw || toks[4].Type == Kw {
		t.Errorf("a part's tokens are not toks': %v", toks)
	}
}
