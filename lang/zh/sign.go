package zh

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// signs are the words said before a number below zero ("零下十八度", "负五
// 度"); a word of downs after a verb that sets a value to one ("调到减十八
// 度", "设成减5") says it too, where after a name it is a change by the
// number ("冰柜减两度"). A sign is never dropped: the number is negative,
// as "-18" is, and a setting out of range is refused, never taken as 18.
const signs = `零下 负`

// signedDowns are the words of a change down that sign a number set to.
var signedDowns = map[string]bool{"减": true}

// setTo are the last characters of the verbs that set a value to the
// number after them (调到, 设成, 调为, 调至, 设个).
const setTo = "到成为至个"

// signedNumbers gives a number said right after a sign, or after a word
// of downs right after a verb that sets to it, its minus: the sign's token
// goes.
func signedNumbers(toks []lexer.Token) []lexer.Token {
	out := toks[:0]
	for i, t := range toks {
		if t.Type == grammar.Num && len(out) > 0 && !strings.HasPrefix(t.Value, "-") && touches(out[len(out)-1], t) && signedBefore(out) {
			out = out[:len(out)-1]
			t.Value = "-" + t.Value
			t.Pos = toks[i-1].Pos
		}
		out = append(out, t)
	}
	return out
}

// signedBefore reports tokens that end with a sign, or with a word of
// downs after a verb that sets to a value.
func signedBefore(toks []lexer.Token) bool {
	last := toks[len(toks)-1]
	if last.Type == grammar.Filler && strings.Contains(" "+signs+" ", " "+last.Value+" ") {
		return true
	}
	if !signedDowns[last.Value] || len(toks) < 2 {
		return false
	}
	v := toks[len(toks)-2]
	r, _ := utf8.DecodeLastRuneInString(v.Value)
	return v.Type == grammar.Verb && verbs[v.Value] == "set" && strings.ContainsRune(setTo, r)
}

// touches reports two tokens said with nothing between them.
func touches(a, b lexer.Token) bool {
	return a.Pos.Offset+utf8.RuneCountInString(a.Value) == b.Pos.Offset
}
