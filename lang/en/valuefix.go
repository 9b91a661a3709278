package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A value put right with nothing else said ("no, 60", "sorry, 22 degrees",
// "actually 25", "i meant 30 percent", "oops, 40%"): the last thing set to
// it, as "make it 60 instead" says. These were not understood.

// valueFixOpens are the words that open such a turn, as the lexer reads
// them.
var valueFixOpens = [][]string{{"no", "i", "meant"}, {"no", "i", "mean"}, {"sorry", "i", "meant"}, {"no", "wait"}, {"no", "no"},
	{"i", "meant"}, {"i", "mean"}, {"no"}, {"nope"}, {"sorry"}, {"oops"}, {"actually"}, {"wait"}}

// valueFixSet are the words such a turn is read as, before its value:
// "set it to".
var valueFixSet = []lexer.Token{{Type: grammar.Verb, Value: "set"}, {Type: grammar.Ref, Value: "it"}, {Type: grammar.To, Value: "to"}}

// valueFixed reads such a turn as setting what was last set ("set it to
// 60"). The opening words may be said with pauses between; fillers
// around the value ("please", "instead") are left as they are.
func valueFixed(toks []lexer.Token) []lexer.Token {
	said, n := fixOpened(toks, valueFixOpens)
	if n == 0 || n == len(said) || said[n].Type != grammar.Num {
		return toks
	}
	for _, t := range said[n+1:] {
		if t.Type != grammar.Unit && t.Type != grammar.Filler {
			return toks // "no, 2 of them", "no, 60 in the kitchen"
		}
	}
	out := make([]lexer.Token, 0, len(valueFixSet)+len(said)-n)
	for _, t := range valueFixSet {
		t.Pos = said[0].Pos
		out = append(out, t)
	}
	return append(out, said[n:]...)
}

// fixOpened is the words of toks, pauses and fillers before them left
// out, and the number of words of the one of opens they open with (0:
// none).
func fixOpened(toks []lexer.Token, opens [][]string) ([]lexer.Token, int) {
	var said []lexer.Token
	for _, t := range toks {
		if t.Type != grammar.Sep {
			said = append(said, t)
		}
	}
	for len(said) > 0 && said[0].Type == grammar.Filler && wordsAt(said, 0, opens) == 0 {
		said = said[1:] // "um, no, 60"
	}
	return said, wordsAt(said, 0, opens)
}
