package en

import (
	"testing"

	"edge/grammar"
)

// TestLexKey: a name's written key folds case, width, plurals,
// contractions and the words Key leaves out, and reads no typo as a word
// of the grammar, where Key does.
func TestLexKey(t *testing.T) {
	registered() // Key reads with the grammar's rewrites, which ask the packs
	for _, c := range []struct{ name, want, key string }{
		{"Garage Doors", "garage door", "garage door"},
		{"ＧＡＲＡＧＥ　ＤＯＯＲ", "garage door", "garage door"},
		{"the kitchen's batteries", "kitchen battery", "kitchen battery"},
		{"Front-door strike (left)", "front door strike left", "front door strike left"},
		{"22°C heater 2.5", "22 degree heater 2.5", "22 degree heater 2.5"},
		{"Restroom heater", "bathroom heater", "bathroom heater"},
		{"Trun garage door", "trun garage door", "turn garage door"},
		{"", "", ""},
	} {
		if got := (pack{}).LexKey(c.name); got != c.want {
			t.Errorf("LexKey(%q) = %q, want %q", c.name, got, c.want)
		}
		if got := (pack{}).Key(c.name); got != c.key {
			t.Errorf("Key(%q) = %q, want %q", c.name, got, c.key)
		}
	}
}

// asLexed is the lexicon without its rewrites: LexKey is its key.
var asLexed = (&grammar.Lexicon{Words: lex.Words, Content: lex.Content, Expand: expand, Symbols: symbols, Normalize: normalize}).Prepare()

// FuzzLexKey: LexKey cuts and folds every text as the lexer does
// before its rewrites.
func FuzzLexKey(f *testing.F) {
	for _, s := range []string{"Garage doors", "it's 22°C", "ｔｕｒｎ", "°c", "relay1 2.5%", "don't", "'", "车库门 gate", "pls a/c & u", "zone -1", "la\u200bmp 2\u0336 1०० ½ o\u0301n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := (pack{}).LexKey(s), asLexed.Key(s, keyDropped, keyWord); got != want {
			t.Errorf("LexKey(%q) = %q, the lexer's key %q", s, got, want)
		}
	})
}
