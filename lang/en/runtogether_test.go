package en

import (
	"slices"
	"strings"
	"testing"
)

// TestRunTogether: a name whose words are typed run together, the last a
// class word, is read as the name: for every class word of one word, in
// the singular and the plural, after words of rooms and things.
func TestRunTogether(t *testing.T) {
	generated(t)
	registered()
	n := 0
	for class, words := range vocab.Classes {
		for _, w := range words {
			if strings.Contains(w, " ") {
				continue
			}
			for _, before := range []string{"desk", "kitchen", "bedside", "front", "garage", "porch", "corner"} {
				for _, said := range []string{w, w + "s"} {
					if classes.word[Singular(said)] != class {
						continue // "tvs": a plural Singular does not fold
					}
					n++
					for _, shape := range []string{"turn on the %s", "is the %s on", "turn off the %s in the study"} {
						spaced := strings.Replace(shape, "%s", before+" "+said, 1)
						typed := strings.Replace(shape, "%s", before+said, 1)
						if got, want := compiled(typed), compiled(spaced); got != want {
							t.Errorf("%s: Compile(%q) = %s, want %s", class, typed, got, want)
						}
					}
					if got, want := (pack{}).Key(before+said), (pack{}).Key(before+" "+said); got != want {
						t.Errorf("Key(%q) = %q, want %q", before+said, got, want)
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d names run together, want at least 100", n)
	}
}

// TestRunTogetherKept: a word the pack knows, or whose letters before a
// class word make a word of the grammar, is kept whole.
func TestRunTogetherKept(t *testing.T) {
	registered()
	for _, text := range []string{"turn on the outdoor lights", "turn on the indoor lights", "set the lights to daylight",
		"start the lawnmower", "turn off the lights indoors", "turn on the bulb", "unlock the maglock"} {
		toks := lex.Tokens(text)
		var words []string
		for _, tok := range toks {
			words = append(words, tok.Value)
		}
		for _, w := range strings.Fields(text) {
			if !slices.Contains(words, w) {
				t.Errorf("Tokens(%q) = %q: %q split", text, words, w)
			}
		}
	}
}
