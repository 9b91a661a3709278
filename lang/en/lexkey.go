package en

import (
	"strings"
	"unicode"

	"edge/grammar"
)

// LexKey is Key of the name's words as the lexer reads them
// (lang.Reader.LexKey): cut and folded as the lexer does, before its
// rewrites (no typo read as a word of the grammar, no phrase retyped),
// the words Key leaves out left out, each word as Key has it (keyWord).
// It makes no token: a fraction of Key's time.
func (pack) LexKey(name string) string {
	rs := []rune(name)
	for i, r := range rs {
		rs[i] = grammar.Fold(r)
	}
	normalize(rs)
	var b strings.Builder
	word := func(w string) {
		if w == "" || keyDrop[w] {
			return
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(keyWord(w))
	}
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case isDigit(r):
			j := grammar.DigitsEnd(rs, i)
			j = max(j, grammar.NumberTail(rs, j))
			word(string(rs[i:j]))
			i = j
		case lex.MinusAt(rs, i):
			j := grammar.DigitsEnd(rs, i+1)
			word("-" + string(rs[i+1:j]))
			i = j
		case r == '%':
			word("%")
			i++
		case symbols[r] != "":
			word(symbols[r])
			i++
		case r == '°' || r == '℃':
			word(degreesWord)
			i++
			if r == '°' && i < len(rs) && rs[i] == 'c' && (i+1 == len(rs) || !spacedRune(rs[i+1])) {
				i++
			}
		case spacedRune(r):
			j := i
			for j < len(rs) && (spacedRune(rs[j]) || isDigit(rs[j]) || j > i && grammar.InWord(rs[j])) {
				j++
			}
			for _, w := range expand(grammar.Shown(rs[i:j])) {
				word(w)
			}
			i = j
		case unicode.IsNumber(r):
			j := grammar.NumberTail(rs, i+1)
			word(string(rs[i:j]))
			i = j
		default:
			i++
		}
	}
	return b.String()
}

// degreesWord is the unit the lexer reads ° and ℃ as.
const degreesWord = "degrees"

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// spacedRune reports a rune of a word, as the lexer reads one.
func spacedRune(r rune) bool { return unicode.IsLetter(r) || r == '\'' }
