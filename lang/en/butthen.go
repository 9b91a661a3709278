package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// butThen reads a "but" between two commands, a verb after it, as "and":
// "turn off the bedroom lights but turn on the bedside lamp", "close the
// blinds, but open the curtain please". A "but" that takes something out
// ("all but the hall", "but not the lamp", "but leave the lamp on") has
// no verb after it and stays what it is.
func butThen(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].Type != grammar.Except || toks[i].Value != "but" || !commandBefore(toks[:i]) {
			continue
		}
		k := i + 1
		for k < len(toks) && (toks[k].Type == grammar.Filler || toks[k].Type == grammar.Conj) {
			k++ // "but please turn on", "but then switch on"
		}
		if k < len(toks) && verbAt(toks[k]) {
			toks[i].Type, toks[i].Value = grammar.Conj, "and"
			toks[k].Type = grammar.Verb // "but lock the door"
		}
	}
	return toks
}
