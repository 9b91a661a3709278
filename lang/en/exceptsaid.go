package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// An exception said with a word of its own that is no word of the
// grammar's exceptions ("turn off all the lights bar the hall light",
// "everything save the kitchen", "all lights minus the hall light", "…
// with the exception of the kitchen light", "aside from", "not
// including", "leaving out") is the exception: the word was read as a
// name or a room, and nothing was understood.

// exceptPhrases are the phrases of several words said for "except",
// after a command, anywhere.
var exceptPhrases = [][]string{{"with", "the", "exception", "of"}, {"with", "the", "exception", "for"},
	{"aside", "from"}, {"not", "including"}, {"leaving", "out"}, {"leaving", "aside"}}

// exceptAfterAll are the words said for "except" that are words of
// names too ("bar", "save"): an exception only after a sweep (all,
// every, a plural) and before what is left out.
var exceptAfterAll = set("bar barring save saving minus excepting")

// exceptSaid reads those words as "except".
func exceptSaid(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if !commandBefore(toks[:i]) {
			continue
		}
		for _, ph := range exceptPhrases {
			if i+len(ph) <= len(toks) && slices.EqualFunc(toks[i:i+len(ph)], ph, func(t lexer.Token, w string) bool { return t.Value == w }) {
				toks[i].Type, toks[i].Value = grammar.Except, "except"
				toks = slices.Delete(toks, i+1, i+len(ph))
				break
			}
		}
		if exceptAfterAll[toks[i].Value] && toks[i].Type == grammar.Word && sweptBefore(toks[:i]) && i+1 < len(toks) &&
			(toks[i+1].Type == grammar.Det || toks[i+1].Type == grammar.Word) {
			toks[i].Type, toks[i].Value = grammar.Except, "except"
		}
	}
	return toks
}

// sweptBefore reports a clause that names many before its last token,
// which ends a name: all or every said, or a plural word last
// ("all the lights", "everything", "the lights").
func sweptBefore(toks []lexer.Token) bool {
	last := toks[len(toks)-1]
	if last.Type == grammar.Quant {
		return last.Value == "everything"
	}
	if last.Type != grammar.Word {
		return false
	}
	if Singular(last.Value) != last.Value {
		return true
	}
	for k := len(toks) - 1; k >= 0 && toks[k].Type != grammar.Sep; k-- {
		if toks[k].Type == grammar.Quant {
			return true
		}
	}
	return false
}
