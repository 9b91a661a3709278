package index

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"edge/grammar"
)

// The keyword leg indexes a name as terms, each with a prefix saying what
// it is:
//
//	w:light   a latin word, lower case, plural folded (grammar.Singular)
//	n:7       a number
//	c:灯      one CJK character
//	b:客厅    two adjacent CJK characters
//	p:deng    a toneless pinyin reading of a CJK character
//	q:den     the same reading with the common confusions of speech
//	          recognition and accents folded (zh/z, ch/c, sh/s, l/n, h/f,
//	          ing/in, eng/en)
//	r:ke ti   two adjacent folded readings
//
// A query is split into units (a latin word, a number, a CJK character),
// each of which may match a name's term exactly or through pinyin, a folded
// reading or a misspelling; see query.
const (
	preWord   = "w:"
	preNum    = "n:"
	preChar   = "c:"
	preBigram = "b:"
	prePinyin = "p:"
	preFolded = "q:"
	preReadBi = "r:"
)

// maxNameRunes bounds the text indexed or searched for one name or query;
// the home file already limits names to 64 characters.
const maxNameRunes = 128

//go:generate go run ./internal/pinyingen

// unitKind is what a unit of text is.
type unitKind uint8

const (
	unitWord unitKind = iota
	unitNum
	unitHan
)

// unit is one word, number or CJK character of a text.
type unit struct {
	kind unitKind
	text string
}

// units splits text, normalised by grammar.Key, into words, numbers and CJK
// characters.
func units(text string) []unit {
	if utf8.RuneCountInString(text) > maxNameRunes {
		text = string([]rune(text)[:maxNameRunes])
	}
	key := grammar.Key(text)
	var out []unit
	word := func(w string) {
		if w == "" {
			return
		}
		if isNumber(w) {
			out = append(out, unit{unitNum, w})
			return
		}
		out = append(out, unit{unitWord, grammar.Singular(w)})
	}
	start := -1
	for i, r := range key {
		switch {
		case isHanRune(r):
			if start >= 0 {
				word(key[start:i])
				start = -1
			}
			out = append(out, unit{unitHan, string(r)})
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'':
			if start < 0 {
				start = i
			}
		default:
			if start >= 0 {
				word(key[start:i])
				start = -1
			}
		}
	}
	if start >= 0 {
		word(key[start:])
	}
	return out
}

func isHanRune(r rune) bool { return unicode.Is(unicode.Han, r) }

func isNumber(w string) bool {
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return w != ""
}

// terms lists the index terms of a text: every unit's own term, the
// readings of its CJK characters, and the bigrams of adjacent characters
// and readings. A term may repeat (it counts for the term frequency).
func terms(text string) []string {
	us := units(text)
	var out []string
	var prevHan string
	var prevRead []string
	for _, u := range us {
		switch u.kind {
		case unitWord:
			out = append(out, preWord+u.text)
		case unitNum:
			out = append(out, preNum+u.text)
		case unitHan:
			out = append(out, preChar+u.text)
			if prevHan != "" {
				out = append(out, preBigram+prevHan+u.text)
			}
			reads := readings(u.text)
			for _, p := range reads {
				out = append(out, prePinyin+p)
			}
			folded := foldedReadings(reads)
			for _, f := range folded {
				out = append(out, preFolded+f)
			}
			for _, a := range prevRead {
				for _, b := range folded {
					out = append(out, preReadBi+a+" "+b)
				}
			}
			prevHan, prevRead = u.text, folded
			continue
		}
		prevHan, prevRead = "", nil
	}
	return out
}

var pinyinCache sync.Map // string (one character) → []string

// readings are the toneless pinyin readings of one CJK character, at most
// three, the common one first (go-pinyin's, from pinyin_table.go); none
// outside U+3400–U+9FFF.
func readings(char string) []string {
	if v, ok := pinyinCache.Load(char); ok {
		return v.([]string)
	}
	var ps []string
	if r, _ := utf8.DecodeRuneInString(char); r >= pinyinFirst && r <= pinyinLast {
		if c := pinyinCombos[pinyinOf[r-pinyinFirst]]; c != "" {
			ps = strings.Split(c, ",")
		}
	}
	pinyinCache.Store(char, ps)
	return ps
}

func foldedReadings(reads []string) []string {
	var out []string
	for _, p := range reads {
		f := foldPinyin(p)
		if !containsString(out, f) {
			out = append(out, f)
		}
	}
	return out
}

// foldPinyin folds the pairs of sounds that speech recognisers and accents
// confuse onto one: zh/z, ch/c, sh/s, l/n, h/f (initials), ing/in, eng/en
// (finals).
func foldPinyin(p string) string {
	switch {
	case strings.HasPrefix(p, "zh"), strings.HasPrefix(p, "ch"), strings.HasPrefix(p, "sh"):
		p = p[:1] + p[2:]
	case strings.HasPrefix(p, "l"):
		p = "n" + p[1:]
	case strings.HasPrefix(p, "h"):
		p = "f" + p[1:]
	}
	switch {
	case strings.HasSuffix(p, "ing"), strings.HasSuffix(p, "eng"):
		p = p[:len(p)-1]
	}
	return p
}

func containsString(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// maxEdits is how many edits a misspelt latin word of n letters may have.
func maxEdits(n int) int {
	switch {
	case n <= 3:
		return 0
	case n <= 5:
		return 1
	}
	return 2
}

// skeleton is a rough sound key of a latin word: its first letter, then its
// consonants with silent or doubled ones dropped, so that "lite" and
// "light", "kitchn" and "kitchen" share one.
func skeleton(w string) string {
	var b strings.Builder
	var last byte
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case c == 'c', c == 'q':
			c = 'k'
		case c == 'z':
			c = 's'
		case c == 'p' && i+1 < len(w) && w[i+1] == 'h':
			c = 'f'
		}
		if i > 0 {
			switch {
			case strings.IndexByte("aeiouyw", c) >= 0:
				continue
			case c == 'h' && strings.IndexByte("fgkstpw", last) >= 0,
				c == 'h' && i+1 < len(w) && w[i-1] == 'g':
				continue
			case c == 'g' && i+1 < len(w) && w[i+1] == 'h':
				continue
			case c == last:
				continue
			}
		}
		b.WriteByte(c)
		last = c
	}
	return b.String()
}
