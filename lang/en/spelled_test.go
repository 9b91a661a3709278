package en

import (
	"strings"
	"testing"
)

// TestSpelled: every short class word said letter by letter, with spaces,
// dots or both between its letters, in every sentence that names it,
// compiles as the word does (but for a letter typed for a word: "u").
func TestSpelled(t *testing.T) {
	registered()
	n := 0
	for w := range classes.word {
		if len(w) < 2 || len(w) > 4 || strings.ContainsFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) {
			continue
		}
		letters := strings.Split(w, "")
		if strings.ContainsFunc(w, func(r rune) bool { return chatSpellings[string(r)] != nil }) {
			continue // "u" is typed for "you": no letter of a word spelt
		}
		for _, said := range []string{"turn on the %s", "turn off the bedroom %s", "is the %s on", "switch the %s off please",
			"turn on the %s in the kitchen"} {
			want := compiled(strings.ReplaceAll(said, "%s", w))
			for _, spelt := range []string{strings.Join(letters, " "), strings.Join(letters, ".") + ".", strings.Join(letters, ". ") + "."} {
				text := strings.ReplaceAll(said, "%s", spelt)
				n++
				if got := compiled(text); got != want {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
	}
	if n < 30 {
		t.Errorf("%d ways, want at least 30", n)
	}
	for text, want := range map[string]string{"turn on a lamp": "turn on a lamp", "is a door open": "is a door open"} {
		if got, w := compiled(text), compiled(want); got != w {
			t.Errorf("Compile(%q) = %s, want %s", text, got, w)
		}
	}
}
