package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// 那…呢 asks the last thing again of something else ("卧室温度多少" then
// "那客厅呢", "打开客厅灯" then "那卧室的呢"): 那 opens the follow-up, no
// part of what it names (那客厅 is no room). thenWhat makes an opening
// word of thenOpens a filler where the utterance ends with 呢 (and its
// marks): the follow-up names what is left.
// The lexer may run 那 into the name after it ("那客厅"): it is split off.
var thenOpens = []string{"那么", "那个", "那"}

// askedAgain is the particle that ends such a follow-up.
const askedAgain = "呢"

func thenWhat(toks []lexer.Token) []lexer.Token {
	end := len(toks)
	for end > 0 && toks[end-1].Type == grammar.Sep {
		end--
	}
	if end < 2 || toks[end-1].Value != askedAgain {
		return toks
	}
	first := toks[0]
	for _, o := range thenOpens {
		switch {
		case first.Value == o && end > 2:
			toks[0].Type = grammar.Filler
			return toks
		case first.Type == grammar.Han && strings.HasPrefix(first.Value, o) && first.Value != o:
			rest := first
			rest.Value = first.Value[len(o):]
			rest.Pos.Offset += utf8.RuneCountInString(o) // offsets count characters here
			rest.Pos.Column += utf8.RuneCountInString(o)
			return append([]lexer.Token{{Type: grammar.Filler, Value: o, Pos: first.Pos}, rest}, toks[1:]...)
		}
	}
	return toks
}

// thenBefore reads 那 or 那么 said first (after fillers) right before a verb
// or an attribute ("那换成卧室的吧", "那么打开台灯", "嗯那湿度呢") as the
// "then" that opens what is said: a filler, no name (找不到“那么台灯”).
func thenBefore(toks []lexer.Token) []lexer.Token {
	i := 0
	for i < len(toks) && (toks[i].Type == grammar.Filler || toks[i].Type == grammar.Sep) {
		i++
	}
	if i+1 < len(toks) && toks[i].Type == grammar.Han && slices.Contains(thenOpens, toks[i].Value) &&
		(toks[i+1].Type == grammar.Verb || toks[i+1].Type == grammar.Attr) {
		toks[i].Type = grammar.Filler
	}
	return toks
}
