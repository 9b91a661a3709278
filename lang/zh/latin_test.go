package zh

import (
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// TestLatinWordsInChinese: every English word of latin, said inside a
// Chinese command where its Chinese word is said ("空调set到26度", "turn
// off客厅灯", "把TV mute一下", "关灯please"), reads as that word.
func TestLatinWordsInChinese(t *testing.T) {
	said := map[lexer.TokenType][]string{
		grammar.Verb:   {"把客厅灯%s", "%s书房音箱吧"},
		grammar.Attr:   {"电视%s调大一点", "把卧室空调%s调到26"},
		grammar.Mode:   {"客厅空调调成%s"},
		grammar.Filler: {"%s关掉客厅灯", "客厅灯关掉%s"},
	}
	n := 0
	for en, zh := range latin {
		tpls := said[lex.Words[zh]]
		if len(tpls) == 0 {
			continue
		}
		for _, tpl := range tpls {
			with, ref := strings.Replace(tpl, "%s", en, 1), strings.Replace(tpl, "%s", zh, 1)
			got, want := phrasesOf(t, with), phrasesOf(t, ref)
			if lex.Words[zh] == grammar.Attr {
				got = strings.ReplaceAll(got, "("+en+")", "("+zh+")") // an attribute phrase shows the word said
			}
			if got != want {
				t.Errorf("%q\n got %s\nwant %s (%q)", with, got, want, ref)
			}
			n++
		}
	}
	if n < 40 {
		t.Errorf("%d wordings, want at least 40", n)
	}
}
