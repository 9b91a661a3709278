package en

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// numberLex reads the numbers of a text from its words alone: every
// number word, digit word and repeat is what it says wherever it stands,
// and a letter of another script ends a word ("门厅灯two" says two).
var numberLex = newNumberLexicon()

// readOut maps each digit word read out as on a phone to its digit
// ("oh" is 0), and repeats to how many times the digit after them is
// said ("double" 2).
var readOut, repeats = digitWords(lang.DigitWords, 0), digitWords(lang.RepeatWords, 2)

func newNumberLexicon() *grammar.Lexicon {
	words := map[string]lexer.TokenType{}
	for w := range numbers {
		words[w] = grammar.Num
	}
	for w := range readOut {
		words[w] = grammar.Num
	}
	notLatin := func(r rune) bool { return unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) }
	return (&grammar.Lexicon{Words: words, Unspaced: notLatin, Expand: expand, Normalize: normalize, Symbols: symbols,
		Post: func(toks []lexer.Token) []lexer.Token { return mergeNumbers(readDigits(toks)) }}).Prepare()
}

// digitWords maps the words of a category of the wordbook, its entries
// in order, to first plus the entry's index.
func digitWords(c lang.Category, first int) map[string]int {
	out := map[string]int{}
	for i, entry := range wordbook.Words(c) {
		for _, w := range strings.Split(entry, "|") {
			out[w] = first + i
		}
	}
	return out
}

// readDigits writes the digit words that are no number words as their
// digits ("oh" → 0), and a repeat and the digit after it as the digit said
// that many times ("double oh" → 00).
func readDigits(toks []lexer.Token) []lexer.Token {
	out := toks[:0]
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if _, ok := numbers[t.Value]; !ok {
			if d, ok := readOut[t.Value]; ok {
				t.Value = strconv.Itoa(d)
			}
		}
		if n, ok := repeats[t.Value]; ok && i+1 < len(toks) {
			if d, ok := readOut[toks[i+1].Value]; ok {
				t.Type, t.Value = grammar.Num, strings.Repeat(strconv.Itoa(d), n)
				i++
			}
		}
		out = append(out, t)
	}
	return out
}

// Numbers are the numbers a text says in English, read from its words
// alone (lang.Lexicon).
func (pack) Numbers(text string) []lang.NumberSaid {
	var out []lang.NumberSaid
	for _, s := range numberLex.NumberSpans(text) {
		out = append(out, lang.NumberSaid(s))
	}
	return out
}
