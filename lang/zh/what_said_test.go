package zh

import (
	"strings"
	"testing"
)

// TestWhatSpoken: every word of the lexicon said with 什么, said with 啥 in
// its place ("干啥", "在啥地方"), in questions of a value, of which, of what
// is on and of what a device does, says what it says with 什么; 为啥, 没啥
// and 那个啥 keep their own meaning.
func TestWhatSpoken(t *testing.T) {
	n := 0
	for said, w := range whatSpokenWords {
		toks := lex.Tokens(said)
		if len(toks) != 1 || toks[0].Value != w {
			t.Errorf("%q lexed %v, want %q", said, toks, w)
		}
		n++
	}
	if len(whatSpokenWords) < 5 {
		t.Errorf("%d words said with 啥, want at least 5", len(whatSpokenWords))
	}
	frames := []string{"卧室空调%s模式", "加湿器现在是%s模式", "餐灯%s颜色", "还有%s开着", "家里有%s开着", "%s灯开着", "开着%s灯",
		"电视%s状态", "扫地机在干%s", "割草机干%s呢", "有%s灯还亮着吗", "%s东西没关"}
	for _, f := range frames {
		for _, filler := range []string{"", "嗯 ", "那个 "} {
			said, plain := filler+strings.Replace(f, "%s", whatSpoken, 1), filler+strings.Replace(f, "%s", whatSaid, 1)
			if got, want := phrasesOf(t, said), phrasesOf(t, plain); got != want {
				t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, plain)
			}
			n++
		}
	}
	for _, w := range []string{"为啥", "没啥", "那个啥"} {
		if _, ok := whatSpokenWords[w]; ok {
			t.Errorf("%s is read as another word", w)
		}
	}
	if n < 40 {
		t.Errorf("%d wordings, want at least 40", n)
	}
}
