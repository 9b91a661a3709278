// Package en is the English language pack: every English word edge
// knows, and every answer it gives in English.
package en

import (
	"unicode"
	"unicode/utf8"

	"edge/lang"
)

type pack struct {
	*lang.Phrasebook
	*lang.Wordbook
}

// Pack returns the English pack.
func Pack() lang.Pack { return pack{phrasebook, wordbook} }

func (pack) Code() string { return "en" }

// Detect scores latin letters: English is read where there is no
// stronger claim.
func (pack) Detect(text string) int {
	for _, r := range text {
		if r < utf8.RuneSelf && unicode.IsLetter(r) {
			return 1
		}
	}
	return 0
}
