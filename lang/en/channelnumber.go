package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A channel changed to one by its number ("change the channel to 4",
// "change the channel on the tv to five", "switch the channel to number
// 7", "flip the channel to 12 please") is no next channel: no TV here is
// put on a channel by its number, and it is not understood. It switched
// the TV to the next channel. "Change the channel" said alone, or with a
// time ("change the channel in 5 minutes"), is still the next.

// numberWord names a channel's number.
const numberWord = "number"

// channelNumbered reports a number the channel said before rest is
// changed to: "to" and a number in the clause, or a number or "number"
// right after the channel ("channel 5", "channel number 5").
func channelNumbered(rest []lexer.Token) bool {
	if len(rest) > 0 && (rest[0].Type == grammar.Num || rest[0].Value == numberWord) {
		return true
	}
	for k, t := range rest {
		switch {
		case t.Type == grammar.Sep || t.Type == grammar.Conj:
			return false
		case t.Type == grammar.To && k+1 < len(rest) && (rest[k+1].Type == grammar.Num || rest[k+1].Value == numberWord):
			return true
		}
	}
	return false
}
