package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// 换台 said with a channel's number after it ("换台到5", "电视换台到五",
// "换个频道到12") is no next channel: no TV here is put on a channel by
// its number, and it is not understood. It switched the TV to the next
// channel. 换台 alone, or after a time (五分钟后换台), is still the next.

// channelChanges are the verbs that change a channel for the next.
var channelChanges = map[string]bool{"换台": true, "换个台": true, "换频道": true, "换个频道": true}

// channelNumbered leaves 换台 unread where a number follows it in its
// clause.
func channelNumbered(toks []lexer.Token) []lexer.Token {
	grammar.Parts(toks, func(clause []lexer.Token) {
		for i := range clause {
			if clause[i].Type != grammar.Verb || !channelChanges[clause[i].Value] {
				continue
			}
			for _, t := range clause[i+1:] {
				if t.Type == grammar.Num {
					clause[i].Type = grammar.Han
					break
				}
			}
		}
	}, grammar.Sep, grammar.Conj)
	return toks
}
