package zh

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// thereWords are the words of over there: said right after a name
// ("厨房那边关一下", "卧室那儿开一下吧", "把书房那头的灯关了") they say where the
// named place is, no part of its name; before a name ("那边的空调打开",
// "把那里的窗帘也关上") they are the place last spoken of (grammar.Here
// with its word: lang.Phrase.There), as "there" is in English; anywhere
// else they point where edge cannot see and stay a part of the name,
// which is then not found.
const thereWords = `那边 那儿 那头 那块 那块儿 那里`

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
// of no meaning, a word of there before a name (的 between them or not) as
// the place last spoken of, and anywhere else as part of a name.
func placeThere(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		t := &toks[i]
		afterName := i > 0 && named(toks[i-1])
		switch {
		case t.Type == grammar.Filler && there[t.Value] && !afterName && nameNext(t.Value, toks[i+1:]):
			t.Type = grammar.Here
		case t.Type == grammar.Filler && there[t.Value] && !afterName:
			t.Type = grammar.Han
		case t.Type == grammar.Here && hereAfterName[t.Value] && afterName:
			t.Type = grammar.Filler
		}
	}
	return toks
}

// nameNext reports whether a name, an attribute ("那边的温度") or a
// question ("那里多少度") comes next, after 的 or not. Not when
// the word of there ends with the first character of a room said right
// after it: "那儿童房" is 那 and 儿童房.
func nameNext(there string, toks []lexer.Token) bool {
	if len(toks) > 0 && toks[0].Value == "的" {
		toks = toks[1:]
	} else if len(toks) > 0 {
		_, size := utf8.DecodeLastRuneInString(there)
		joined := there[len(there)-size:] + toks[0].Value
		for _, r := range strings.Fields(rooms) {
			if strings.HasPrefix(joined, r) {
				return false
			}
		}
	}
	return len(toks) > 0 && (named(toks[0]) || toks[0].Type == grammar.Attr || toks[0].Type == grammar.Quest)
}
