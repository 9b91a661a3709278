package zh

import (
	_ "embed"
	"strconv"
	"strings"
	"unicode"

	"edge/lang"
)

// The phrases of Chinese for a speech recogniser (lang.Phraser).

//go:embed phrases.yaml
var phrasesYAML []byte

var shapes = lang.MustPhrases("zh", phrasesYAML)

func (pack) Phrases() *lang.Phrases { return shapes }

// digitSaid are the characters a number is said with, by digit (二, not 两).
var digitSaid = []rune("零一二三四五六七八九")

// SayNumber says 0 to 999 as Chinese numerals: 二十二, 十五, 一百零五.
func (pack) SayNumber(n int) string {
	if n < 0 || n > 999 {
		return strconv.Itoa(n)
	}
	if n < 10 {
		return string(digitSaid[n])
	}
	var b strings.Builder
	h, t, u := n/100, n/10%10, n%10
	if h > 0 {
		b.WriteRune(digitSaid[h])
		b.WriteRune(hundredRune)
	}
	switch {
	case t > 0 && (h > 0 || t > 1):
		b.WriteRune(digitSaid[t])
		b.WriteRune(tenRune)
	case t > 0:
		b.WriteRune(tenRune)
	case h > 0 && u > 0:
		b.WriteRune(digitSaid[0])
	}
	if u > 0 {
		b.WriteRune(digitSaid[u])
	}
	return b.String()
}

// tenRune is the numeral of ten.
const tenRune = '十'

// Tokens are the characters of a text, each a token, with a latin word in
// lower case as one token and a run of digits said as a numeral.
func (p pack) Tokens(text string) []string {
	var out []string
	var cur []rune
	flush := func() {
		w := string(cur)
		cur = cur[:0]
		if n, err := strconv.Atoi(w); err == nil {
			w = p.SayNumber(n)
			for _, r := range w {
				out = append(out, string(r))
			}
		} else if w != "" {
			out = append(out, w)
		}
	}
	for _, r := range strings.ToLower(text) {
		switch {
		case isHan(r):
			flush()
			out = append(out, string(r))
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if len(cur) > 0 && unicode.IsDigit(cur[0]) != unicode.IsDigit(r) {
				flush()
			}
			cur = append(cur, r)
		default:
			flush()
		}
	}
	flush()
	return out
}
