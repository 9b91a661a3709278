package lang

import (
	"errors"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// DigitRun is a run of digits said one by one in a text ("7351", "7 3 5
// 1", "seven three five one", "七三五一"): its byte offsets [Start, End)
// and its digits.
type DigitRun struct {
	Start, End int
	Digits     string
}

// digitWord is a word of a digit in a pack, or of a repeat (digit is
// then how many times the digit after it is said).
type digitWord struct {
	word  string
	digit byte
	pack  Pack
}

// DigitRuns finds the runs of digits in a text: ASCII digits and the
// registered packs' words of digits (DigitWords), one after the other
// with nothing but spaces and punctuation between them; a word of a
// repeat (RepeatWords) before a digit says it twice or three times
// ("seven one double oh" is 7100, 三个六 666).
func DigitRuns(text string) []DigitRun {
	words, repeats := digitWordLists()
	var out []DigitRun
	var cur *DigitRun
	times, timesAt := 0, 0
	add := func(start, end int, d byte) {
		n := 1
		if times > 0 {
			start, n, times = timesAt, times, 0
		}
		if cur == nil {
			out = append(out, DigitRun{Start: start})
			cur = &out[len(out)-1]
		}
		cur.End = end
		cur.Digits += strings.Repeat(string(d), n)
	}
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case '0' <= r && r <= '9':
			add(i, i+1, byte(r))
		case unicode.IsSpace(r) || unicode.IsPunct(r):
		case asciiLetter(r) && i > 0 && asciiLetter(rune(text[i-1])):
			// a word of letters holds no word of a digit inside it
			// ("none" does not hold "one"): asked at every letter, this
			// is most of them
			cur, times = nil, 0
		default:
			if w, ok := digitWordAt(text, i, repeats); ok {
				if times == 0 {
					timesAt = i
				}
				times = int(w.digit)
				size = len(w.word)
				break
			}
			if w, ok := digitWordAt(text, i, words); ok {
				add(i, i+len(w.word), w.digit)
				size = len(w.word)
				break
			}
			cur, times = nil, 0
		}
		i += size
	}
	return out
}

// digitWords keeps the words of digits and of repeats of the registered
// packs (packWords), made once for the packs there are: DigitRuns is
// asked of every name not found.
var digitWords struct {
	sync.Mutex
	packs           int
	digits, repeats []digitWord
}

// digitWordLists are the words of digits and of repeats of the
// registered packs, longest first.
func digitWordLists() (digits, repeats []digitWord) {
	n := len(registered())
	digitWords.Lock()
	defer digitWords.Unlock()
	if digitWords.digits == nil || digitWords.packs != n {
		digitWords.digits, digitWords.repeats, digitWords.packs = packWords(DigitWords, '0'), packWords(RepeatWords, 2), n
	}
	return digitWords.digits, digitWords.repeats
}

// packWords lists the words of a category of the registered packs, the
// longest first, each with the value of its entry: first plus its index
// (a digit's byte from '0', a count from 2).
func packWords(c Category, first int) []digitWord {
	var words []digitWord
	for _, p := range Packs() {
		for d, entry := range p.Words(c) {
			for _, w := range strings.Split(entry, "|") {
				if w != "" && d < 10 {
					words = append(words, digitWord{w, byte(first + d), p})
				}
			}
		}
	}
	sort.SliceStable(words, func(i, j int) bool { return len(words[i].word) > len(words[j].word) })
	return words
}

// digitWordAt finds the word of a digit that text holds at byte i, as a
// word of its language (lang.Lexicon.Has: "none" does not hold "one"); a
// letter of another script beside it ends the word ("门厅灯two").
func digitWordAt(text string, i int, words []digitWord) (digitWord, bool) {
	for _, w := range words {
		end := i + len(w.word)
		if end > len(text) || text[i] < utf8.RuneSelf && w.word[0] < utf8.RuneSelf && lowerASCII(text[i]) != lowerASCII(w.word[0]) ||
			!strings.EqualFold(text[i:end], w.word) {
			continue // the first letters compared first: this is asked at every letter of a name not found
		}
		from, to := i, end
		first, _ := utf8.DecodeRuneInString(w.word)
		last, _ := utf8.DecodeLastRuneInString(w.word)
		if r, n := utf8.DecodeLastRuneInString(text[:i]); n > 0 && !otherScript(r, first) {
			from -= n
		}
		if r, n := utf8.DecodeRuneInString(text[end:]); n > 0 && !otherScript(r, last) {
			to += n
		}
		if w.pack.Has(strings.ToLower(text[from:to]), strings.ToLower(w.word)) {
			return w, true
		}
	}
	return digitWord{}, false
}

// lowerASCII is an ASCII letter in lower case, any other byte as it is.
func lowerASCII(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// Number reads a number written in digits, with a decimal point or not,
// and a sign or not ("25", "22.5", "-18", as the lexer writes a negative
// number): ok is false for anything else ("inf", "nan", "1e5", "0x10",
// "+3"). A number too large for a float64 reads as the largest float64
// of its sign: it is out of every range, and never infinite.
func Number(s string) (v float64, ok bool) {
	digits := strings.TrimPrefix(s, "-")
	point := false
	for i := 0; i < len(digits); i++ {
		switch {
		case digits[i] >= '0' && digits[i] <= '9':
		case digits[i] == '.' && !point && i > 0 && i < len(digits)-1:
			point = true
		default:
			return 0, false
		}
	}
	if digits == "" {
		return 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	if errors.Is(err, strconv.ErrRange) && v != 0 {
		return math.Copysign(math.MaxFloat64, v), true
	}
	return v, err == nil
}

// otherScript reports whether r is a letter of another script than the
// letter of a word beside it: Han beside Latin ends a word.
func otherScript(r, letter rune) bool {
	if !unicode.IsLetter(r) || !unicode.IsLetter(letter) {
		return false
	}
	for _, script := range []*unicode.RangeTable{unicode.Latin, unicode.Han, unicode.Cyrillic, unicode.Greek, unicode.Arabic, unicode.Hangul, unicode.Hiragana, unicode.Katakana} {
		if unicode.Is(script, r) != unicode.Is(script, letter) {
			return true
		}
	}
	return false
}

func asciiLetter(r rune) bool { return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' }
