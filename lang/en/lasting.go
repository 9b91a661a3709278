package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// lasting keeps a command said to last a while, or until a time, from
// being done now as if that were not said: "turn on the lights for a
// while", "turn on the heater till morning". Edge keeps no such time, and
// read so the heater was switched on and left on. Their words are made
// words no clause holds, so the command is not understood (as words of no
// meaning, they were dropped after "it"). A told length or time of day
// said last ("for an hour", "until 8") is read before the grammar (Lasts,
// Until): the command is done and undone after it, or then; one this step
// still sees (said before more words) is not understood. A timer's length ("set
// a timer for 10 minutes") is a timer's.
func lasting(toks []lexer.Token) []lexer.Token {
	verb := false
	for _, t := range toks {
		if timerWords[t.Value] {
			return toks
		}
	}
	for i := 0; i < len(toks); i++ {
		switch t := toks[i]; {
		case t.Type == grammar.Sep:
			verb = false
		case verbAt(t):
			verb = true
		case verb && untilWords[t.Value] && i+1 < len(toks) && toks[i+1].Type != grammar.Sep:
			for ; i < len(toks) && toks[i].Type != grammar.Sep; i++ {
				toks[i].Type = grammar.Kw
			}
		case verb && t.Value == forWord:
			if m := spanAt(toks, i+1); m > 0 {
				for k := i; k <= i+m; k++ {
					toks[k].Type = grammar.Kw
				}
				i += m
			}
		}
	}
	return toks
}

// spanAt is the number of tokens at i of a length of time ("a while", "an
// hour", "half an hour", "the night", "10 minutes", "a few more
// minutes"), or 0.
func spanAt(toks []lexer.Token, i int) int {
	k := i
	for k < len(toks) && k-i < 4 && (toks[k].Type == grammar.Num || spanCounts[toks[k].Value]) {
		k++
	}
	if k < len(toks) && spanUnits[toks[k].Value] {
		return k - i + 1
	}
	return 0
}

// untilWords open the time a command is to last until; forWord its
// length; spanCounts the words of how many; spanUnits the lengths of
// time ("for the night" says when it is for, not how long).
var (
	untilWords = set("until till til")
	forWord    = "for"
	spanCounts = set("a an the one two three four five six ten twenty thirty half few couple of another more whole entire rest next")
	spanUnits  = spans(set("while bit moment"))
)

// spans are the words of a length of time: those said, and every unit of
// a delay ("for 20 min" lasts as "for 20 minutes" does, where it set a
// light to 20%).
func spans(said map[string]bool) map[string]bool {
	for u := range timeUnits {
		said[u] = true
	}
	return said
}
