package en

import (
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A whole number with a half said after it ("twenty two and a half", "18
// and a half degrees", "22 and half"), or with its tenths after "point"
// in digits ("22 point 5"), is one number: 22.5. Without it the words
// were not understood ("twenty two point five" in words already is one).

// halvesAfter are the words between a number and its half.
var halvesAfter = [][]string{{andWord, "a", halfWord}, {andWord, halfWord}}

// fractions merges each such run of tokens into one number.
func fractions(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		t := &toks[i]
		if t.Type != grammar.Num || strings.Contains(t.Value, ".") {
			continue
		}
		v, err := strconv.ParseFloat(t.Value, 64)
		if err != nil {
			continue
		}
		if n := wordsAt(toks, i+1, halvesAfter); n > 0 {
			t.Value = strconv.FormatFloat(v+0.5, 'f', -1, 64)
			toks = append(toks[:i+1], toks[i+1+n:]...)
			continue
		}
		if d := toks[i+2]; toks[i+1].Value == pointWord && d.Type == grammar.Num && len(d.Value) == 1 && d.Value >= "0" && d.Value <= "9" {
			t.Value = t.Value + "." + d.Value
			toks = append(toks[:i+1], toks[i+3:]...)
		}
	}
	return toks
}
