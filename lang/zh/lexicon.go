package zh

import (
	_ "embed"
	"strings"

	"edge/lang"
)

//go:embed lexicon.yaml
var lexiconYAML []byte

var wordbook = lang.MustWordbook("zh", lexiconYAML)

func (pack) Name() string { return "Chinese" }

// Has finds a word anywhere: Chinese does not space its words. A text in
// traditional characters holds the simplified word ("它們" holds 它们).
func (pack) Has(text, word string) bool {
	return word != "" && strings.Contains(strings.Map(simplified, text), word)
}

// PluralUnmarked is true: "卧室的灯" is every light of the bedroom.
func (pack) PluralUnmarked() bool { return true }
