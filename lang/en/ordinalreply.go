package en

import (
	"regexp"

	"github.com/alecthomas/participle/v2/lexer"
)

// An option chosen by its place in the list said with an ordinal written
// in digits ("1st", "the 2nd one"), or with a word of an option after it
// ("the second option", "first one"), chooses it as "the second" does:
// "first one" read "first" as the word that opens a command ("first, turn
// off ...") and asked again, "1st" and "the 2nd one" were not understood,
// and "the second option" asked again.

// optionWords end an ordinal that chooses an option ("first one", "the
// second option", "the third choice").
var optionWords = set("one option choice")

// ordinalNamed reports an ordinal at k that names an option with a word of
// one after it ("first one"): no word that opens a command.
func ordinalNamed(toks []lexer.Token, k int) bool {
	_, ok := ordinals[toks[k].Value]
	return ok && k+1 < len(toks) && optionWords[toks[k+1].Value]
}

// digitOrdinal is an ordinal of the options written in digits.
var digitOrdinal = regexp.MustCompile(`(?i)\b([1-5])\s?(st|nd|rd|th)\b`)

// ordinalSpelled writes an ordinal of the options in digits as its word
// ("the 2nd one" → "the second one").
func ordinalSpelled(text string) string {
	return digitOrdinal.ReplaceAllStringFunc(text, func(m string) string {
		n := int(m[0] - '0')
		for w, i := range ordinals {
			if i == n {
				return w
			}
		}
		return m
	})
}
