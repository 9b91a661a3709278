package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// rightWay reads "right" before a direction as British speakers say it:
// "turn the volume right up", "turn the telly right down" say all the way
// up or down (the top or the bottom of the range, as "all the way up"
// does); "turn the tv right off", "switch it right on" say only the
// direction. After an article "right" is a name's or a place's ("the
// right lamp", "on the right") and is left.
func rightWay(toks []lexer.Token) []lexer.Token {
	out := toks[:0]
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Value != rightWord || i == 0 || i+1 == len(toks) || toks[i-1].Type == grammar.Det {
			out = append(out, t)
			continue
		}
		next := toks[i+1]
		switch {
		case next.Type == grammar.Dir && rightExtremes[next.Value] != "":
			t.Type, t.Value = grammar.Extreme, rightExtremes[next.Value]
			out = append(out, t)
			i++
		case next.Type == grammar.Dir || next.Type == grammar.On:
		default:
			out = append(out, t)
		}
	}
	return out
}

// rightWord is "right"; rightExtremes the end of a range it says with up
// or down.
const rightWord = "right"

var rightExtremes = map[string]string{"up": "max", "down": "min"}

// rightNowAt reports "right now" at i of toks: when a command is to be
// done, never a name's "right" ("the right lamp").
func rightNowAt(toks []lexer.Token, i int) bool {
	return toks[i].Value == rightWord && i+1 < len(toks) && toks[i+1].Value == "now"
}
