package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// durationValue keeps a length of time said where no time was read ("set
// it to twenty minutes", "turn it up by 20 minutes", "dim it 10 mins",
// "set it to an hour", "set the ac to 2 hours") from being a level or a
// name: a length of time is never a brightness, a volume or a
// temperature. With "it" the unit was dropped as a word of the name and
// the number set ("set it to twenty minutes" after "turn on the kitchen
// light" set the light to 20%), or, with no number, the name guessed
// ("set it to an hour" asked "Did you mean Movie mode?"). A time said with
// what tells it one ("in 20 minutes", "20 minutes from now") is read as a
// time before the words are lexed, a length said with "for" or "until" is
// lasting's, and a timer's length is a timer's. The count and its unit
// are made words no clause holds, so the command is not understood.
func durationValue(toks []lexer.Token) []lexer.Token {
	for _, t := range toks {
		if timerWords[t.Value] {
			return toks
		}
	}
	for k, t := range toks {
		if timeUnits[t.Value] == 0 {
			continue
		}
		i := k
		for i > 0 && lengthCount(toks[i-1]) {
			i--
		}
		if i == k || i > 0 && (toks[i-1].Value == forWord || untilWords[toks[i-1].Value]) {
			continue
		}
		for ; i <= k; i++ {
			toks[i].Type = grammar.Kw
		}
	}
	return toks
}

// lengthCount reports a word that counts a length of time: a number, in
// digits or words ("20", "twenty", "an"), or a word of how many ("half",
// "a couple of", "a few").
func lengthCount(t lexer.Token) bool {
	_, word := numbers[t.Value]
	return t.Type == grammar.Num || word || lengthCounts[t.Value]
}

// lengthCounts are the words of how many that count a length of time.
var lengthCounts = set("half couple of few several")

// lengthUnitAt reports a unit of time at i of ws: the number before it is
// a length ("put it at 5 min"), never an hour to do a command at.
func lengthUnitAt(ws []word, i int) bool {
	return i < len(ws) && timeUnits[ws[i].w] > 0
}
