package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// cmpName reads a word of comparison or of direction that begins a name
// as a word of the name: "turn on the under cabinet lights", "turn on
// under cabinet", "over sink light off", "switch on the above bed lamp",
// "turn the down lights on" for the lights called "Under Cabinet", "Over
// Sink", "Above Bed", "Down Lights". It is so where neither a comparison
// nor a direction can be, followed by a word, not by a number or what a
// comparison compares with: a word of comparison right after an article,
// first in its clause or right after the verb ("if it is above 26", "if
// it drops below freezing" stay as they are); a direction right after an
// article, or first in the command or right after its verb where the
// clause ends with a direction after words of a name ("off-grid battery
// on", "down lights off": "off" is no direction there; "turn down lights"
// still turns them down, "the den fan, off or on?" asks); a preposition right
// after an article ("turn on the in wall light"; "turn off the uh in the
// kitchen" is lostName's).
func cmpName(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		if !slices.Contains([]lexer.TokenType{grammar.Cmp, grammar.Dir, grammar.Prep}, toks[i].Type) || !nameWord(toks[i+1]) {
			continue
		}
		before := clauseOf(toks, i)
		n := len(before)
		first := n == 0 || onlyVerb(before)
		if n > 0 && before[n-1].Type == grammar.Det || toks[i].Type == grammar.Cmp && first || toks[i].Type == grammar.Dir && (i == 0 || n > 0 && onlyVerb(before)) && directedAfter(toks[i+1:]) {
			toks[i].Type = grammar.Word
		}
	}
	return toks
}

// nameWord reports whether a token is a content word a name may go on
// with.
func nameWord(t lexer.Token) bool {
	return t.Type == grammar.Word || t.Type == grammar.Noun
}

// directedAfter reports whether the words of a clause after a direction
// are words of a name and then a direction, and nothing else.
func directedAfter(toks []lexer.Token) bool {
	i := 0
	for i < len(toks) && (nameWord(toks[i]) || toks[i].Type == grammar.Num || toks[i].Type == grammar.Attr) {
		i++
	}
	if i == 0 || i == len(toks) || toks[i].Type != grammar.Dir && toks[i].Type != grammar.On {
		return false
	}
	for _, t := range toks[i+1:] {
		if t.Type == grammar.Sep {
			return true
		}
		if t.Type != grammar.Filler {
			return false
		}
	}
	return true
}
