package zh

import (
	"slices"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// TestErhuaAfterName: 儿 said after a name that ends in a class word, the
// erhua of spoken northern Mandarin ("把灯儿关了", "台灯儿打开", "客厅空调儿开
// 一下吧"), says what the name says without it, for every class word of the
// pack, with a room or none, in the ways a command is opened and ended; it
// never reads as a room that begins with 儿 (儿童房).
func TestErhuaAfterName(t *testing.T) {
	templates := []string{"把%s关了", "%s打开", "帮我把%s开一下吧", "那个%s关一下", "%s是不是开着", "%s和厨房灯都关了"}
	n := 0
	for _, class := range []string{"light", "fan", "climate", "tv", "curtain", "door", "lock", "speaker"} {
		words := vocab.Classes[class]
		if len(words) == 0 {
			continue
		}
		for _, w := range words[:min(len(words), 4)] {
			if strings.HasSuffix(w, erSaid) {
				continue
			}
			for _, room := range []string{"", "客厅", "卧室的"} {
				for _, tpl := range templates {
					with := strings.Replace(tpl, "%s", room+w+erSaid, 1)
					without := strings.Replace(tpl, "%s", room+w, 1)
					got, want := phrasesOf(t, with), phrasesOf(t, without)
					if got != want || want == "" || strings.Contains(got, "儿童") {
						t.Errorf("%q\n got %s\nwant %s (%q)", with, got, want, without)
					}
					n++
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d wordings, want at least 200", n)
	}
}

// TestErhuaOfNoClassStays: a name of no class that ends in 儿 keeps it.
func TestErhuaOfNoClassStays(t *testing.T) {
	for _, name := range []string{"宝贝儿", "小猫儿"} {
		toks := erhuaDropped(lex.Tokens("把" + name + "打开"))
		if !slices.ContainsFunc(toks, func(tk lexer.Token) bool { return tk.Value == name }) {
			t.Errorf("%s: %v", name, toks)
		}
	}
}
