package grammar

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token types. Word (spaced scripts) and Han (unspaced scripts) tokens
// are content: the words of names and places. Every grammar word has the
// type of its category (Verb, Attr, Quest, ...), so a grammar refers to a
// category with one token type instead of a long list of alternatives. Kw
// is a grammar word of no category (the words of replies, "than", ...).
const (
	Kw lexer.TokenType = -(iota + 2)
	Word
	Han
	Num
	Sep
	Verb
	Dir
	On
	Prep
	To
	By
	Det
	Quant
	Ref
	Here
	Attr
	Rel
	State
	Quest
	Noun
	Filler
	Unit
	Extreme
	Color
	If
	Cmp
	Except
	Conj
	Neg
	Mode
)

// TypeNames names the token types for the grammars. It is a function so
// that it is ready when a pack builds its parsers during package
// initialisation.
func TypeNames() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{"EOF": lexer.EOF, "Kw": Kw, "Word": Word, "Han": Han, "Num": Num, "Sep": Sep,
		"Verb": Verb, "Dir": Dir, "On": On, "Prep": Prep, "To": To, "By": By, "Det": Det, "Quant": Quant, "Ref": Ref,
		"Here": Here, "Attr": Attr, "Rel": Rel, "State": State, "Quest": Quest, "Noun": Noun, "Filler": Filler,
		"Unit": Unit, "Extreme": Extreme, "Color": Color, "If": If, "Cmp": Cmp, "Except": Except, "Conj": Conj, "Neg": Neg,
		"Mode": Mode}
}

// Lexicon is what a language gives the lexer: its grammar words by
// category and the few rules of its script and numbers. The lexer itself
// knows only symbols: digits, %, °, ℃ and separators; a language reads
// others as its words (Symbols).
type Lexicon struct {
	// Words are the grammar words by category. Words of a spaced script
	// are matched whole; words of an unspaced script are matched longest
	// first inside a run.
	Words map[string]lexer.TokenType
	// Content are words that are content although they are, or hold, a
	// grammar word ("lock" as a noun).
	Content map[string]bool
	// Unspaced reports the runes of a script written without spaces,
	// which the lexer segments with Words and Content (nil: none).
	Unspaced func(r rune) bool
	// Expand splits a spaced word into the words it stands for
	// ("don't" → do not); nil keeps words as they are.
	Expand func(w string) []string
	// Numeral reads a numeral at the start of an unspaced run; n is the
	// runes read (0: none); a decimal or percent numeral always wins over
	// a dictionary word. Nil for none.
	Numeral func(rs []rune) (value string, n int, decimal, percent bool)
	// Normalize rewrites the folded runes of a text in place before they
	// are lexed (traditional characters to simplified ones); it keeps
	// their number, so columns still count the original text. Nil for
	// none.
	Normalize func(rs []rune)
	// Symbols are symbols read as a word of the language ('&' → "and");
	// nil for none.
	Symbols map[rune]string
	// Post rewrites the tokens once lexed (English number words into one
	// number); nil for none.
	Post func([]lexer.Token) []lexer.Token
	// longest is the longest word starting with each rune, in runes.
	longest map[rune]int
}

// Prepare readies a lexicon for use; a pack calls it once, before lexing.
func (l *Lexicon) Prepare() *Lexicon {
	l.longest = map[rune]int{}
	for _, words := range []map[string]bool{l.Content, keys(l.Words)} {
		for w := range words {
			r, _ := utf8.DecodeRuneInString(w)
			l.longest[r] = max(l.longest[r], utf8.RuneCountInString(w))
		}
	}
	return l
}

func keys[V any](m map[string]V) map[string]bool {
	out := make(map[string]bool, len(m))
	for k := range m {
		out[k] = true
	}
	return out
}

// Fold normalises one rune: full-width forms to half-width, ideographic
// space to space, upper to lower case, typographic quotes to '.
func Fold(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		r -= 0xFEE0
	case r == 0x3000:
		r = ' '
	case r == '\u2018' || r == '\u2019' || r == '`':
		r = '\''
	}
	return unicode.ToLower(r)
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// DigitsEnd is the end of the number in digits that starts at i, as the
// lexer reads one: digits, and a point and digits after them.
func DigitsEnd(rs []rune, i int) int {
	j := i
	for j < len(rs) && isDigit(rs[j]) {
		j++
	}
	if j+1 < len(rs) && rs[j] == '.' && isDigit(rs[j+1]) {
		j++
		for j < len(rs) && isDigit(rs[j]) {
			j++
		}
	}
	return j
}

// minuses are the minus signs that are no dash: the minus sign, the
// superscript and subscript minus, the modifier letter minus and the heavy
// minus sign. Every dash (Unicode's Pd: the hyphen-minus and its full-width
// form, the hyphens, the en and em dashes, …) is a sign too where it
// stands before a number.
const minuses = "−⁻₋˗➖"

// MinusAt reports whether rs[i] is the sign of a negative number: a minus
// directly before a digit, and not after a digit or a letter of a spaced
// script ("7-3-5-1", "20-22" and "wi-fi" hold hyphens, not signs; "调到-18"
// holds a sign). A sign is never dropped: "-18" is minus eighteen, not
// eighteen.
func (l *Lexicon) MinusAt(rs []rune, i int) bool {
	if i+1 == len(rs) || !isDigit(rs[i+1]) || !unicode.Is(unicode.Pd, rs[i]) && !strings.ContainsRune(minuses, rs[i]) {
		return false
	}
	return i == 0 || !isDigit(rs[i-1]) && !l.spaced(rs[i-1])
}

// InWord reports whether r, after the first rune of a word, goes on with
// the word, as it shows: a mark (an accent, a strike-through) stays on its
// letter, so that "no\u0301t" is the word "nót", never "no" and "t"; a
// character that does not show (zero-width, a joiner, a soft hyphen, a
// bidirectional control) breaks nothing, so that "un\u200block" is
// "unlock", as it shows, never "un" and "lock".
func InWord(r rune) bool { return unicode.IsMark(r) || unicode.Is(unicode.Cf, r) }

// Shown is the text of runes without the characters that do not show.
func Shown(rs []rune) string {
	var b strings.Builder
	for _, r := range rs {
		if r < utf8.RuneSelf || !unicode.Is(unicode.Cf, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// NumberTail is the end of a number that ends at j where marks, digits
// and the numbers of other scripts go on after it ("2\u0336", "1००",
// "5⁰"): j when none do. Such a number is read as none: a word that names
// nothing, never the digits before the tail ("1००" shows one hundred).
func NumberTail(rs []rune, j int) int {
	for j < len(rs) && (unicode.IsMark(rs[j]) || unicode.IsNumber(rs[j])) {
		j++
	}
	return j
}

// separators end a clause or a list item.
const separators = ",;，、；。!！?？"

// sentenceEnd reports a full stop at rs[i] that ends a sentence: after a
// word of two letters or more, before a space or the end ("is the door
// locked. lock it"), never inside a number or after one letter ("7 p.m.
// turn on the light").
func sentenceEnd(rs []rune, i int) bool {
	return i >= 2 && unicode.IsLetter(rs[i-1]) && unicode.IsLetter(rs[i-2]) && (i+1 == len(rs) || unicode.IsSpace(rs[i+1]))
}

// Tokens lexes an utterance with a language's lexicon: text is folded
// (full-width, case) and normalised by the language, numbers in digits
// become Num tokens, "50%" gives Num "50" and Unit "%", "22°C" gives Num "22" and Unit "degrees", spaced
// words are expanded and typed by the lexicon, unspaced runs are segmented
// into grammar words, numerals and content runs. Columns count runes of
// the original text, from 1.
func (l *Lexicon) Tokens(text string) []lexer.Token {
	if toks, ok := lexed.get(l, text); ok {
		return toks
	}
	toks := l.lex(text)
	lexed.put(l, text, toks)
	return toks
}

// lex is Tokens without the cache of what was lexed.
func (l *Lexicon) lex(text string) []lexer.Token {
	rs := []rune(text)
	for i, r := range rs {
		rs[i] = Fold(r)
	}
	if l.Normalize != nil {
		l.Normalize(rs)
	}
	out := make([]lexer.Token, 0, 16) // room for most utterances
	emit := func(t lexer.TokenType, v string, col int) {
		out = append(out, lexer.Token{Type: t, Value: v, Pos: lexer.Position{Line: 1, Column: col + 1, Offset: col}})
	}
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case isDigit(r):
			j := DigitsEnd(rs, i)
			if k := NumberTail(rs, j); k > j {
				emit(Word, string(rs[i:k]), i)
				j = k
			} else {
				emit(Num, string(rs[i:j]), i)
			}
			i = j
		case l.MinusAt(rs, i):
			j := DigitsEnd(rs, i+1)
			emit(Num, "-"+string(rs[i+1:j]), i)
			i = j
		case r == '%':
			emit(Unit, "%", i)
			i++
		case r == '°' || r == '℃':
			emit(Unit, "degrees", i)
			i++
			if r == '°' && i < len(rs) && rs[i] == 'c' && (i+1 == len(rs) || !l.spaced(rs[i+1])) {
				i++
			}
		case l.Symbols[r] != "":
			emit(l.classify(l.Symbols[r]), l.Symbols[r], i)
			i++
		case l.Unspaced != nil && l.Unspaced(r):
			i = l.unspaced(rs, i, emit)
		case l.spaced(r):
			j := i
			for j < len(rs) && (l.spaced(rs[j]) || isDigit(rs[j]) || j > i && InWord(rs[j])) {
				j++
			}
			var words []string
			if l.Expand != nil {
				words = l.Expand(Shown(rs[i:j]))
			} else {
				words = []string{strings.ReplaceAll(strings.Trim(Shown(rs[i:j]), "'"), "'", "")}
			}
			for _, w := range words {
				if w != "" {
					emit(l.classify(w), w, i)
				}
			}
			i = j
		case strings.ContainsRune(separators, r) || r == '.' && sentenceEnd(rs, i):
			emit(Sep, ",", i)
			i++
		case unicode.IsNumber(r):
			// a number of another script ("٥٠", "⁵⁰", "½") names nothing
			j := NumberTail(rs, i+1)
			emit(Word, string(rs[i:j]), i)
			i = j
		default:
			i++
		}
	}
	if l.Post != nil {
		out = l.Post(out)
	}
	return trimSeps(out)
}

// spaced reports a rune of a word of a spaced script.
func (l *Lexicon) spaced(r rune) bool {
	return (unicode.IsLetter(r) || r == '\'') && (l.Unspaced == nil || !l.Unspaced(r))
}

func (l *Lexicon) classify(w string) lexer.TokenType {
	if l.Content[w] {
		return Word
	}
	if t, ok := l.Words[w]; ok {
		return t
	}
	return Word
}

func trimSeps(in []lexer.Token) []lexer.Token {
	out := in[:0]
	for _, t := range in {
		if t.Type == Sep && (len(out) == 0 || out[len(out)-1].Type == Sep) {
			continue
		}
		out = append(out, t)
	}
	for len(out) > 0 && out[len(out)-1].Type == Sep {
		out = out[:len(out)-1]
	}
	return out
}

// unspaced segments a run of unspaced runes starting at i: at each
// position the longer of a numeral and a dictionary word wins (a decimal
// or percent numeral always wins); runes matching neither gather into one
// Han content token.
func (l *Lexicon) unspaced(rs []rune, i int, emit func(lexer.TokenType, string, int)) int {
	start := -1
	flush := func(end int) {
		if start >= 0 {
			emit(Han, string(rs[start:end]), start)
			start = -1
		}
	}
	// the run as text, and the byte offset of each of its runes: the
	// words tried at each position are slices of it, not new strings.
	end := i
	for end < len(rs) && l.Unspaced(rs[end]) {
		end++
	}
	run := string(rs[i:end])
	offs := make([]int, 0, end-i+1)
	for o := range run {
		offs = append(offs, o)
	}
	offs = append(offs, len(run))
	base := i
	for i < end {
		word, typ := "", lexer.TokenType(0)
		for n := min(l.longest[rs[i]], end-i); n >= 1; n-- {
			w := run[offs[i-base]:offs[i-base+n]]
			if t, ok := l.Words[w]; ok {
				word, typ = w, t
				break
			}
			if l.Content[w] {
				word = w
				break
			}
		}
		var (
			num              string
			numLen           int
			decimal, percent bool
		)
		if l.Numeral != nil {
			num, numLen, decimal, percent = l.Numeral(rs[i:])
		}
		wordLen := utf8.RuneCountInString(word)
		switch {
		case numLen > 0 && (decimal || percent || numLen > wordLen):
			flush(i)
			emit(Num, num, i)
			if percent {
				emit(Unit, "%", i)
			}
			i += numLen
		case typ != 0:
			flush(i)
			emit(typ, word, i)
			i += wordLen
		case word != "":
			if start < 0 {
				start = i
			}
			i += wordLen
		default:
			if start < 0 {
				start = i
			}
			i++
		}
	}
	flush(i)
	return i
}

// Number reads a number written as text with a lexicon: one number (in
// digits or the language's number words) and only unit words after it
// ("twenty six percent"). ok is false for anything else.
func (l *Lexicon) Number(text string, units map[string]string) (float64, bool) {
	var n float64
	found := false
	for _, t := range l.Tokens(text) {
		switch {
		case t.Type == Num && !found:
			f, err := strconv.ParseFloat(t.Value, 64)
			if err != nil {
				return 0, false
			}
			n, found = f, true
		case found && units[t.Value] != "":
		default:
			return 0, false
		}
	}
	return n, found
}

// Vocabulary makes a lexicon's Words from word lists by category, each a
// string of words separated by spaces.
func Vocabulary(categories map[lexer.TokenType]string) map[string]lexer.TokenType {
	out := map[string]lexer.TokenType{}
	for t, ws := range categories {
		for _, w := range strings.Fields(ws) {
			out[w] = t
		}
	}
	return out
}

// Set makes a set of the words of a string, separated by spaces.
func Set(words string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(words) {
		out[w] = true
	}
	return out
}

// Show writes tokens as "type:value" pairs, for tests and diagnostics.
func Show(toks []lexer.Token) string {
	names := map[lexer.TokenType]string{}
	for n, t := range TypeNames() {
		names[t] = strings.ToLower(n)
	}
	parts := make([]string, 0, len(toks))
	for _, t := range toks {
		parts = append(parts, names[t.Type]+":"+t.Value)
	}
	return strings.Join(parts, " ")
}

// Ahead reports whether a token of one of the types follows toks[i]
// before the next separator.
func Ahead(toks []lexer.Token, i int, types ...lexer.TokenType) bool {
	for _, t := range toks[i+1:] {
		if t.Type == Sep {
			return false
		}
		if slices.Contains(types, t.Type) {
			return true
		}
	}
	return false
}
