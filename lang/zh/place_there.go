package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// thereWords are the words of over there: said right after a name
// ("厨房那边关一下", "卧室那儿开一下吧", "把书房那头的灯关了") they say where the
// named place is, no part of its name; anywhere else ("那边的灯关了") they
// point where edge cannot see and stay a part of the name, which is then
// not found.
const thereWords = `那边 那儿 那头 那块 那块儿`

// hereAfterName are the words of here (grammar.Here) that, right after a
// name ("厨房这边关一下"), say where the named place is, as thereWords do:
// the speaker is in it, and it is named.
var hereAfterName = map[string]bool{"这边": true, "这里": true, "这儿": true}

// there are the words of thereWords.
var there = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(thereWords) {
		m[w] = true
	}
	return m
}()

// placeThere reads a word of there or here right after a name as a word
// of no meaning, and a word of there anywhere else as part of a name.
func placeThere(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		t := &toks[i]
		afterName := i > 0 && named(toks[i-1])
		switch {
		case t.Type == grammar.Filler && there[t.Value] && !afterName:
			t.Type = grammar.Han
		case t.Type == grammar.Here && hereAfterName[t.Value] && afterName:
			t.Type = grammar.Filler
		}
	}
	return toks
}
