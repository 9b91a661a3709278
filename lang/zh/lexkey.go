package zh

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"edge/grammar"
)

// LexKey is Key of the name's words as the lexer reads them
// (lang.Reader.LexKey): folded and normalised (traditional characters
// simplified, misheard ones put back), cut as the lexer cuts it (the
// longest word of the pack, or a numeral, first), before its rewrites
// (spokenTokens), the words Key leaves out left out. It makes no token:
// a fraction of Key's time.
func (pack) LexKey(name string) string {
	rs := []rune(name)
	for i, r := range rs {
		rs[i] = grammar.Fold(r)
	}
	hasHan := slices.ContainsFunc(rs, han)
	if hasHan {
		normalize(rs) // which rewrites characters only
	}
	k := lexKey{}
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case isDigit(r):
			j := grammar.DigitsEnd(rs, i)
			j = max(j, grammar.NumberTail(rs, j))
			k.add(string(rs[i:j]), true)
			i = j
		case lex.MinusAt(rs, i):
			j := grammar.DigitsEnd(rs, i+1)
			k.add("-"+string(rs[i+1:j]), true)
			i = j
		case r == '%':
			k.add("%", true)
			i++
		case r == '°' || r == '℃':
			k.add(degreesWord, true)
			i++
			if r == '°' && i < len(rs) && rs[i] == 'c' && (i+1 == len(rs) || !spacedRune(rs[i+1])) {
				i++
			}
		case han(r):
			i = k.run(rs, i)
		case spacedRune(r):
			j := i
			for j < len(rs) && (spacedRune(rs[j]) || isDigit(rs[j]) || j > i && grammar.InWord(rs[j])) {
				j++
			}
			k.add(strings.ReplaceAll(strings.Trim(grammar.Shown(rs[i:j]), "'"), "'", ""), true)
			i = j
		case unicode.IsNumber(r):
			j := grammar.NumberTail(rs, i+1)
			k.add(string(rs[i:j]), true)
			i = j
		default:
			i++
		}
	}
	if !hasHan {
		return k.b.String() // placeWords are words of characters
	}
	return placeWords.Replace(k.b.String())
}

// degreesWord is the unit the lexer reads ° and ℃ as.
const degreesWord = "degrees"

// han is isHan, quicker for the runes of ASCII.
func han(r rune) bool { return r >= utf8.RuneSelf && isHan(r) }

// spacedRune reports a rune of a word of a spaced script, as the lexer
// reads one.
func spacedRune(r rune) bool { return (unicode.IsLetter(r) || r == '\'') && !han(r) }

// lexKey builds a key word by word, as grammar.Lexicon.NameKey
// joins tokens: words of a spaced script (and numbers) with a space
// between two of them, characters with nothing between.
type lexKey struct {
	b      strings.Builder
	spaced bool
}

func (k *lexKey) add(w string, spaced bool) {
	if w == "" || keyDrop[w] {
		return
	}
	if spaced && k.spaced {
		k.b.WriteByte(' ')
	}
	k.b.WriteString(w)
	k.spaced = spaced
}

// run adds the run of characters that starts at i, cut as the lexer
// cuts it: at each character the longer of a numeral and a word of the
// pack (a decimal or percent numeral always wins); characters of neither
// gather into one word. It returns where the run ends.
func (k *lexKey) run(rs []rune, i int) int {
	longest := wordLengths()
	end := i
	for end < len(rs) && han(rs[end]) {
		end++
	}
	run := string(rs[i:end])
	offs := make([]int, 0, end-i+1)
	for o := range run {
		offs = append(offs, o)
	}
	offs = append(offs, len(run))
	base, start := i, -1
	text := func(from, to int) string { return run[offs[from-base]:offs[to-base]] }
	flush := func(at int) {
		if start >= 0 {
			k.add(text(start, at), false)
			start = -1
		}
	}
	for i < end {
		n, typed := min(longest[rs[i]], end-i), false
		for ; n >= 1; n-- {
			w := text(i, i+n)
			if _, typed = lex.Words[w]; typed || lex.Content[w] {
				break
			}
		}
		num, numLen, decimal, percent := numeral(rs[i:])
		switch {
		case numLen > 0 && (decimal || percent || numLen > n):
			flush(i)
			k.add(num, true)
			if percent {
				k.add("%", true)
			}
			i += numLen
		case typed:
			flush(i)
			k.add(text(i, i+n), false)
			i += n
		default: // a word of names, or a character of none
			if start < 0 {
				start = i
			}
			i += max(n, 1)
		}
	}
	flush(min(i, end))
	return i
}

// wordLengths is the length of the longest word of the pack that starts
// with each character, in characters, as the lexer has it.
var wordLengths = sync.OnceValue(func() map[rune]int {
	out := map[rune]int{}
	add := func(w string) {
		r, _ := utf8.DecodeRuneInString(w)
		out[r] = max(out[r], utf8.RuneCountInString(w))
	}
	for w := range lex.Words {
		add(w)
	}
	for w := range lex.Content {
		add(w)
	}
	return out
})
