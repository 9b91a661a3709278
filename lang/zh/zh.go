// Package zh is the Chinese language pack: every Chinese word edge knows
// (with the pinyin readings that let it hear homophones), and every answer
// it gives in Chinese.
package zh

import (
	"unicode"

	"edge/lang"
)

type pack struct {
	*lang.Phrasebook
	*lang.Wordbook
}

// Pack returns the Chinese pack.
func Pack() lang.Pack { return pack{phrasebook, wordbook} }

func (pack) Code() string { return "zh" }

// Detect claims any text with a Han character: a Chinese utterance may
// hold latin names ("把TV打开"), an English one holds no Han.
func (pack) Detect(text string) int {
	for _, r := range text {
		if unicode.Is(unicode.Han, r) {
			return lang.Strong
		}
	}
	return 0
}
