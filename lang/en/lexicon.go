package en

import (
	_ "embed"
	"slices"
	"strings"
	"unicode"

	"edge/lang"
)

//go:embed lexicon.yaml
var lexiconYAML []byte

var wordbook = lang.MustWordbook("en", lexiconYAML)

func (pack) Name() string { return "English" }

// Has finds a word, or words, between spaces or punctuation, in any case.
func (pack) Has(text, word string) bool {
	have, want := fields(text), fields(word)
	if len(want) == 0 {
		return false
	}
	for i := range have {
		if len(have)-i >= len(want) && slices.Equal(have[i:i+len(want)], want) {
			return true
		}
	}
	return false
}

func fields(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// PluralUnmarked is false: English marks its plurals ("the lights").
func (pack) PluralUnmarked() bool { return false }
