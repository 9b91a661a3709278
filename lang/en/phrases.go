package en

import (
	_ "embed"
	"strconv"
	"strings"
	"unicode"

	"edge/lang"
)

// The phrases of English for a speech recogniser (lang.Phraser).

//go:embed phrases.yaml
var phrasesYAML []byte

var shapes = lang.MustPhrases("en", phrasesYAML)

func (pack) Phrases() *lang.Phrases { return shapes }

// sayWords are the words of the numbers a number is said with, by
// value: the longest word of each value of numbers ("one", not "a").
var sayWords = func() map[int]string {
	out := map[int]string{}
	for w, v := range numbers {
		if n := int(v); len(w) > len(out[n]) {
			out[n] = w
		}
	}
	return out
}()

// SayNumber says 0 to 999 in words: "twenty two", "one hundred five".
func (pack) SayNumber(n int) string {
	if n < 0 || n > 999 {
		return strconv.Itoa(n)
	}
	var words []string
	if h := n / 100; h > 0 {
		words = append(words, sayWords[h], sayWords[100])
		if n %= 100; n == 0 {
			return strings.Join(words, " ")
		}
	}
	switch {
	case n < 20:
		words = append(words, sayWords[n])
	case n%10 == 0:
		words = append(words, sayWords[n])
	default:
		words = append(words, sayWords[n-n%10], sayWords[n%10])
	}
	return strings.Join(words, " ")
}

// Tokens are the words of a text in lower case, at spaces and marks (an
// apostrophe inside a word stays: "kid's"); a run of digits is said as a
// number ("lamp 2" is "lamp two", "co2" is "co two").
func (p pack) Tokens(text string) []string {
	var out []string
	var cur []rune
	digits := false
	flush := func() {
		w := strings.Trim(string(cur), "'")
		cur = cur[:0]
		if n, err := strconv.Atoi(w); err == nil {
			out = append(out, strings.Fields(p.SayNumber(n))...)
		} else if w != "" {
			out = append(out, w)
		}
	}
	for _, r := range strings.ToLower(text) {
		isWord := unicode.IsLetter(r) || r == '\''
		if !isWord && !unicode.IsDigit(r) || len(cur) > 0 && digits == isWord {
			flush()
		}
		if isWord || unicode.IsDigit(r) {
			cur, digits = append(cur, r), !isWord
		}
	}
	flush()
	return out
}
