package en

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// chatSpellings are words as they are typed in a chat, and the words they
// stand for: "can u turn off the tv pls", "r the lights on", "dont open
// the garage", "id like the heating at 21". A spelling here is never a
// word of a name, so it is read the same wherever it is typed.
var chatSpellings = map[string][]string{
	"u": {"you"}, "ya": {"you"}, "ur": {"your"}, "r": {"are"}, "n": {"and"},
	"pls": {"please"}, "plz": {"please"}, "plse": {"please"}, "pleez": {"please"}, "pleeze": {"please"}, "plox": {"please"},
	"thx": {"thanks"}, "thnx": {"thanks"}, "thanx": {"thanks"}, "tx": {"thanks"}, "ty": {"thank", "you"}, "tysm": {"thank", "you"},
	"wanna": {"want", "to"}, "gonna": {"going", "to"}, "gotta": {"got", "to"}, "gimme": {"give", "me"}, "lemme": {"let", "me"},
	"dont": {"do", "not"}, "isnt": {"is", "not"}, "arent": {"are", "not"},
	"cant": {"can", "not"}, "couldnt": {"could", "not"}, "wouldnt": {"would", "not"}, "shouldnt": {"should", "not"},
	"wont": {"will", "not"}, "im": {"i", "am"}, "ive": {"i", "have"}, "youre": {"you", "are"}, "thats": {"that", "is"},
	"theres": {"there", "is"}, "id": {"i", "would"},
	"th": {"the"}, "teh": {"the"}, "hte": {"the"}, "cud": {"could"}, "wud": {"would"}, "lite": {"light"}, "lites": {"lights"},
}

// symbols are the symbols typed for a word: "the hall light & the kitchen
// light".
var symbols = map[rune]string{'&': "and"}

// abbreviations are words typed with a mark inside them, read as one
// word ("turn on the a/c"), the longest first.
var abbreviations = []struct{ typed, word string }{{"a/cs", "acs"}, {"a.c.", "ac"}, {"a/c", "ac"}, {"a.c", "ac"}}

// normalize reads the abbreviations typed as one word, and the marks of a
// number's unit typed otherwise (afterNumber), in place: the word and the
// spaces that take the place of its marks keep the text's length.
func normalize(rs []rune) {
	afterNumber(rs)
	for i := 0; i < len(rs); i++ {
		if i > 0 && unicode.IsLetter(rs[i-1]) {
			continue
		}
		for _, a := range abbreviations {
			typed, word := a.typed, a.word
			n := utf8.RuneCountInString(typed)
			if i+n > len(rs) || string(rs[i:i+n]) != typed || i+n < len(rs) && unicode.IsLetter(rs[i+n]) {
				continue
			}
			copy(rs[i:], []rune(word+strings.Repeat(" ", n-utf8.RuneCountInString(word))))
			i += n - 1
			break
		}
	}
}

// numberMarks are the units typed after a number another way, and the
// mark each stands for: "20pc", "20 pct" (percent, in British writing),
// "21ºc" (the ordinal indicator for the degree sign, the two look alike).
// They were not understood.
var numberMarks = []struct{ typed, mark string }{{"pct", "%"}, {"pc", "%"}, {"º", "°"}}

// afterNumber reads them where a digit comes right before, or a space
// after a digit, and no letter after.
func afterNumber(rs []rune) {
	for i := 1; i < len(rs); i++ {
		d := i - 1
		if rs[d] == ' ' && d > 0 {
			d--
		}
		if !unicode.IsDigit(rs[d]) {
			continue
		}
		for _, m := range numberMarks {
			typed := []rune(m.typed)
			n := len(typed)
			if i+n > len(rs) || string(rs[i:i+n]) != m.typed || m.mark == "%" && i+n < len(rs) && unicode.IsLetter(rs[i+n]) {
				continue
			}
			copy(rs[i:], []rune(m.mark+strings.Repeat(" ", n-1)))
			break
		}
	}
}
