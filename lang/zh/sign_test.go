package zh

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestSignsKeepTheMinus: every sign of the pack, and every word of downs
// after every verb of the pack that sets to a value ("调到减十八度"), before
// a number in digits or numerals says what "-18" says; a word of downs
// after a name is a change by the number ("冰柜减两度"), as before.
func TestSignsKeepTheMinus(t *testing.T) {
	var setVerbs []string
	for w, v := range verbs {
		if r, _ := utf8.DecodeLastRuneInString(w); v == "set" && utf8.RuneCountInString(w) > 1 && strings.ContainsRune(setTo, r) {
			setVerbs = append(setVerbs, w)
		}
	}
	n := 0
	for _, v := range setVerbs {
		for _, num := range [][2]string{{"18", "18"}, {"十八", "18"}, {"五", "5"}} {
			want := phrasesOf(t, "把冰柜"+v+"-"+num[1]+"度")
			if !strings.Contains(want, "-"+num[1]) {
				t.Fatalf("%s: %s holds no minus", v, want)
			}
			for _, s := range strings.Fields(signs) {
				if got := phrasesOf(t, "把冰柜"+v+s+num[0]+"度"); got != want {
					t.Errorf("%q\n got %s\nwant %s", "把冰柜"+v+s+num[0]+"度", got, want)
				}
				n++
			}
			for d := range signedDowns {
				if got := phrasesOf(t, "把冰柜"+v+d+num[0]+"度"); got != want {
					t.Errorf("%q\n got %s\nwant %s", "把冰柜"+v+d+num[0]+"度", got, want)
				}
				n++
			}
		}
	}
	for d := range signedDowns {
		if got := phrasesOf(t, "冰柜"+d+"两度"); strings.Contains(got, "-2") || !strings.Contains(got, "Rel") {
			t.Errorf("冰柜%s两度: %s", d, got)
		}
	}
	if n < 30 {
		t.Errorf("%d wordings, want at least 30", n)
	}
}
