package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A single letter said right after the words of a name, where the name
// ends ("turn on relay a", "relay a off please", "lamp k on", "switch on
// zone i and zone o"), is the name's own letter, as "relay b" is: an
// article, a word of no meaning or a unit is never the last word of a name
// said. Read as such, "a" was dropped and "turn on relay a" switched the
// one relay left by its words, another device.

// nameLetter reads such a letter as a word of the name before it.
func nameLetter(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		t := &toks[i]
		if len(t.Value) != 1 || t.Value[0] < 'a' || t.Value[0] > 'z' || !letterTypes[t.Type] ||
			toks[i-1].Type != grammar.Word || !nameEndsBefore(toks[i+1:]) {
			continue
		}
		t.Type = grammar.Word
	}
	return toks
}

// letterTypes are the kinds of word a letter alone is lexed as: "a" an
// article, "i" and "o" words of no meaning, "k" a unit.
var letterTypes = map[lexer.TokenType]bool{grammar.Det: true, grammar.Filler: true, grammar.Unit: true}

// nameEndsBefore reports what may follow the end of a name: nothing, a
// pause, "and", on or off, a courtesy (letterCourtesy), a preposition
// ("relay a in the hall").
func nameEndsBefore(rest []lexer.Token) bool {
	if clauseEnd(rest) {
		return true
	}
	switch rest[0].Type {
	case grammar.On, grammar.Dir, grammar.Prep, grammar.To:
		return true
	}
	return rest[0].Type == grammar.Filler && letterCourtesy[rest[0].Value]
}

// letterCourtesy are the words of no meaning that may follow a name:
// "may i have" is no name "may i".
var letterCourtesy = set("please kindly now")
