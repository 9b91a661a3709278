package grammar

import (
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// Span is where a token was said: its value and the byte offsets [Start,
// End) of its words in the text; End is where the next token starts (or
// the text ends), less the spaces and punctuation before it.
type Span struct {
	Value      string
	Start, End int
}

// Spans are the spans of toks, the tokens of text (Tokens: their columns
// count runes of text).
func Spans(text string, toks []lexer.Token) []Span {
	at := make([]int, 0, len(text)+1) // the byte offset of each rune
	for i := range text {
		at = append(at, i)
	}
	at = append(at, len(text))
	offset := func(col int) int { return at[min(max(col, 0), len(at)-1)] }
	out := make([]Span, len(toks))
	for i, t := range toks {
		start, end := offset(t.Pos.Offset), len(text)
		for _, next := range toks[i+1:] {
			if n := offset(next.Pos.Offset); n > start {
				end = n
				break
			}
		}
		for end > start {
			r, size := utf8.DecodeLastRuneInString(text[start:end])
			if !unicode.IsSpace(r) && !unicode.IsPunct(r) {
				break
			}
			end -= size
		}
		out[i] = Span{Value: t.Value, Start: start, End: end}
	}
	return out
}

// Runs are the spans of the tokens of type typ that come one after
// another in toks, with nothing between them but tokens of the types
// between, run by run; spans are toks' spans.
func Runs(toks []lexer.Token, spans []Span, typ lexer.TokenType, between ...lexer.TokenType) [][]Span {
	var out [][]Span
	in := false // the last token of typ is the end of a run so far
	for i, t := range toks {
		switch {
		case t.Type == typ && in:
			out[len(out)-1] = append(out[len(out)-1], spans[i])
		case t.Type == typ:
			out = append(out, []Span{spans[i]})
			in = true
		case !slices.Contains(between, t.Type):
			in = false
		}
	}
	return out
}

// Until is the byte range of text from toks[i] to the last token before
// the first one after it of one of the types (or to the last token).
func Until(toks []lexer.Token, spans []Span, i int, types ...lexer.TokenType) [2]int {
	j := i + 1
	for j < len(toks) && !slices.Contains(types, toks[j].Type) {
		j++
	}
	return [2]int{spans[i].Start, spans[j-1].End}
}

// NumberSpans are the spans of the numbers (tokens of type Num) the
// lexicon reads in text.
func (l *Lexicon) NumberSpans(text string) []Span {
	toks := l.Tokens(text)
	spans := Spans(text, toks)
	var out []Span
	for i, t := range toks {
		if t.Type == Num {
			out = append(out, spans[i])
		}
	}
	return out
}
