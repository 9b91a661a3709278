package index

import (
	"edge/internal/editdist"
	"edge/lang"

	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// The keyword leg indexes a name as terms, each with a prefix saying what
// it is:
//
//	w:light   a latin word, lower case, plural folded (lang.Key)
//	n:7       a number
//	c:X       one CJK character X
//	b:XY      two adjacent CJK characters
//	p:deng    a reading of a CJK character (toneless pinyin)
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
func units(text string) []unit { return keyUnits(textKey(text)) }

// textKey is the key (lang.Key) of at most maxNameRunes of a text.
func textKey(text string) string {
	if utf8.RuneCountInString(text) > maxNameRunes {
		text = string([]rune(text)[:maxNameRunes])
	}
	return lang.Key(text)
}

// keyMemo keeps the keys (textKey) of the texts of one build of an index,
// which has the same names and rooms in several of its parts. It is not
// safe for concurrent use.
type keyMemo map[string]string

func (m keyMemo) key(text string) string {
	k, ok := m[text]
	if !ok {
		k = textKey(text)
		m[text] = k
	}
	return k
}

// keyUnits splits a key into words, numbers and CJK characters.
func keyUnits(key string) []unit {
	var out []unit
	word := func(w string) {
		if w == "" {
			return
		}
		if isNumber(w) {
			out = append(out, unit{unitNum, w})
			return
		}
		out = append(out, unit{unitWord, w})
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
func terms(text string) []string { return keyTerms(textKey(text)) }

// keyTerms lists the index terms of a key (terms).
func keyTerms(key string) []string {
	us := keyUnits(key)
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
			for _, p := range readings(u.text) {
				out = append(out, prePinyin+p)
			}
			folded := foldedReadings(u.text)
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

// reading is what the index keeps of a character's readings: each, each
// folded, and the common one folded.
type reading struct {
	plain, folded []string
	common        string
}

var readingCache sync.Map // string (one character) → reading

// charReadings are the readings of one CJK character in the language
// that reads it (lang.Readings), and the same folded (see the q: terms),
// without repeats.
func charReadings(char string) reading {
	if v, ok := readingCache.Load(char); ok {
		return v.(reading)
	}
	r, _ := utf8.DecodeRuneInString(char)
	var rd reading
	var fold func(string) string
	rd.plain, fold = lang.Readings(r)
	for _, p := range rd.plain {
		if f := fold(p); !containsString(rd.folded, f) {
			rd.folded = append(rd.folded, f)
		}
	}
	if len(rd.plain) > 0 {
		rd.common = fold(rd.plain[0])
	}
	readingCache.Store(char, rd)
	return rd
}

// readings are the readings of one CJK character.
func readings(char string) []string { return charReadings(char).plain }

// foldedReadings are the folded readings of one CJK character.
func foldedReadings(char string) []string { return charReadings(char).folded }

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

// misspeltFor reports whether a latin word typed may be a misspelling of
// c by its edits: within maxEdits of it, with c's first letter, or its
// first letter alone typed amiss: the key beside it ("piving" for
// "living"), or the first two swapped ("iktchen"). A word is rarely typed
// wrong at its start, and a first letter changed otherwise makes another
// word: "wall" is no "hall", "leaving" no "heating".
func misspeltFor(w, c string) bool {
	k := maxEdits(len([]rune(w)))
	return k > 0 && editdist.Distance(w, c, k) <= k && startTyped(w, c)
}

// startTyped reports a word typed with the first letter of c, or with its
// first letter alone amiss as misspeltFor allows.
func startTyped(w, c string) bool {
	switch {
	case w[0] == c[0]:
		return true
	case len(w) != len(c) || len(w) < 2:
		return false
	case w[1:] == c[1:]:
		return keysBeside(w[0], c[0])
	}
	return w[0] == c[1] && w[1] == c[0] && w[2:] == c[2:]
}

// keyRows are the letter rows of a QWERTY keyboard.
var keyRows = [3]string{"qwertyuiop", "asdfghjkl", "zxcvbnm"}

// keysBeside reports two letters whose keys touch on a QWERTY keyboard:
// in one row, next to each other; in rows one apart, the key above and
// the one above and to its right.
func keysBeside(a, b byte) bool {
	ra, ca := keyAt(a)
	rb, cb := keyAt(b)
	if ra < 0 || rb < 0 {
		return false
	}
	if ra > rb {
		ra, ca, rb, cb = rb, cb, ra, ca
	}
	switch rb - ra {
	case 0:
		return ca-cb == 1 || cb-ca == 1
	case 1:
		return ca == cb || ca == cb+1
	}
	return false
}

// keyAt is the row and column of a letter's key; -1 for none.
func keyAt(c byte) (row, col int) {
	for r, keys := range keyRows {
		if i := strings.IndexByte(keys, c); i >= 0 {
			return r, i
		}
	}
	return -1, -1
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
