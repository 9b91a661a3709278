package zh

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestRoomsHeardAsGrammarWords: every room word of the pack with one of
// its characters written by a recogniser as a one-character word of the
// grammar of the same reading (除房 for 厨房, 客停 for 客厅) says what the
// room word says, before a class and alone: never an exception, a verb or
// a quantifier read in it.
func TestRoomsHeardAsGrammarWords(t *testing.T) {
	byReading := map[string][]rune{}
	for _, ws := range categories {
		for _, w := range strings.Fields(ws) {
			if r, n := utf8.DecodeRuneInString(w); n == len(w) && commonReading(r) != "" {
				byReading[commonReading(r)] = append(byReading[commonReading(r)], r)
			}
		}
	}
	n := 0
	for _, room := range strings.Fields(rooms) {
		rs := []rune(room)
		for i, r := range rs {
			for _, g := range byReading[commonReading(r)] {
				if g == r {
					continue
				}
				heard := append([]rune(nil), rs...)
				heard[i] = g
				for _, tpl := range []string{"%s灯关了", "把%s的灯打开", "%s关一下"} {
					said := strings.Replace(tpl, "%s", string(heard), 1)
					if got, want := phrasesOf(t, said), phrasesOf(t, strings.Replace(tpl, "%s", room, 1)); got != want {
						t.Errorf("%q\n got %s\nwant %s", said, got, want)
					}
					n++
				}
			}
		}
	}
	if n < 6 {
		t.Errorf("%d wordings, want at least 6", n)
	}
}

// TestBarCounterIsAName: 吧台 begins with a particle's character and is
// a place in a home: a name, never 吧 and 台 (a desk lamp asked about).
func TestBarCounterIsAName(t *testing.T) {
	for _, said := range []string{"吧台灯打开", "把吧台灯关了", "吧台的灯关一下"} {
		if got := phrasesOf(t, said); !strings.Contains(got, "吧台") {
			t.Errorf("%q: %s, want 吧台 in the name", said, got)
		}
	}
}
