package en

import (
	"slices"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// TestUnpausedList: names said one after another with their articles and
// no pause ("turn off the kitchen light the hall light and the landing
// light"), as a recogniser drops a list's commas, are the list said with
// them, for every verb, two and three names and words around them; a name
// said again with more words, or a place after a name, is no list.
func TestUnpausedList(t *testing.T) {
	registered()
	names := []string{"kitchen light", "hall light", "landing light", "study lamp", "bedside lamp", "tv", "garage light"}
	n := 0
	for _, verb := range []string{"turn off", "turn on", "switch off", "please turn on", "alexa switch on"} {
		for i, a := range names {
			for j, b := range names {
				if i == j {
					continue
				}
				lists := [][2]string{{"the " + a + " the " + b, "the " + a + ", the " + b},
					{"the " + a + " the " + b + " please", "the " + a + ", the " + b + " please"}}
				if c := names[(j+1)%len(names)]; c != a && c != b {
					lists = append(lists, [2]string{"the " + a + " the " + b + " and the " + c, "the " + a + ", the " + b + " and the " + c})
				}
				for _, l := range lists {
					text, want := verb+" "+l[0], compiled(verb+" "+l[1])
					if strings.HasPrefix(want, "!!") {
						t.Fatalf("Compile(%q) = %s", verb+" "+l[1], want)
					}
					n++
					if got := compiled(text); got != want {
						t.Errorf("Compile(%q) = %s, want %s", text, got, want)
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d lists, want at least 200", n)
	}
	if toks := lex.Tokens("turn off the kitchen light the hall light"); !slices.ContainsFunc(toks, func(t lexer.Token) bool { return t.Type == grammar.Sep }) {
		t.Errorf("Tokens(%q) = %v: no list", "turn off the kitchen light the hall light", toks)
	}
	for _, text := range []string{"turn off the light the kitchen light", "turn off the light the kitchen", "turn off the lamp the study lamp",
		"is the light in the hall the landing light"} {
		toks := lex.Tokens(text)
		if slices.ContainsFunc(toks, func(t lexer.Token) bool { return t.Type == grammar.Sep }) {
			t.Errorf("Tokens(%q) = %v: a list", text, toks)
		}
	}
}
