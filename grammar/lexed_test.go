package grammar

import (
	"fmt"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// TestLexedKept: the tokens of a text lexed again are those of the first
// time, whatever the caller did to its copy, and never another lexicon's
// (a copy of the lexicon without its token steps reads the text as they
// never ran); more texts than are kept are each lexed right.
func TestLexedKept(t *testing.T) {
	steps := 0
	post := func(toks []lexer.Token) []lexer.Token {
		steps++
		for i := range toks {
			if toks[i].Value == "lights" {
				toks[i].Type = Noun
			}
		}
		return toks
	}
	l := (&Lexicon{Words: map[string]lexer.TokenType{"the": Det, "off": Dir}, Post: post}).Prepare()
	raw := *l
	raw.Post = nil
	text := "turn off the lights"
	first := l.Tokens(text)
	want := Show(first)
	first[0].Value, first[3].Type = "burn", Word
	if got := Show(l.Tokens(text)); got != want {
		t.Errorf("lexed again after its copy was changed: %s, want %s", got, want)
	}
	if steps != 1 {
		t.Errorf("the token steps ran %d times for one text, want once", steps)
	}
	if got := Show(raw.Tokens(text)); got == want {
		t.Errorf("a lexicon without the steps gave the steps' tokens: %s", got)
	}
	for i := range 3 * lexedKept {
		text := fmt.Sprintf("turn off the lights %d", i%(2*lexedKept))
		if got := Show(l.Tokens(text)); got != fmt.Sprintf("%s num:%d", want, i%(2*lexedKept)) {
			t.Fatalf("%q: %s", text, got)
		}
	}
}
