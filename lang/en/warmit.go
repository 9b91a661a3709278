package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A verb of warming or cooling said of "it" with its particle, alone or
// with a place after it ("cool it down in here", "warm it up in the
// bedroom", "heat it up", "chill it down in the living room") is making it
// warmer or cooler, as "make it cooler in here" is: the place's
// temperature a step, or the thing "it" is with no place. It was read as a
// level of "it" moved by a tenth, which set what was said before (a lamp's
// brightness) or did nothing. Anything but a place and fillers after the
// particle leaves the clause as it was read.

// warmedIt reads such a clause as "make it" and the change, in place.
func warmedIt(toks []lexer.Token) []lexer.Token {
	eachClause(toks, func(clause []lexer.Token) {
		if len(clause) < 3 || clause[1].Type != grammar.Ref || clause[1].Value != itWord {
			return
		}
		w, ok := warmedBy[clause[0].Value]
		if !ok || clause[0].Type != grammar.Word && clause[0].Type != grammar.State || clause[2].Type != grammar.Dir ||
			clause[2].Value != w.particle {
			return
		}
		placed := len(clause) > 3 && clause[3].Type == grammar.Prep
		end := 3
		if placed {
			if end = placeEnd(clause, 4); end < 0 {
				return
			}
		}
		for _, t := range clause[end:] {
			if t.Type != grammar.Filler {
				return
			}
		}
		clause[0].Type, clause[0].Value = grammar.Verb, makeWord
		if placed {
			clause[1].Type = grammar.Filler // "cool it down in the bedroom": the bedroom
		}
		clause[2].Type, clause[2].Value = grammar.Rel, w.change
	})
	return toks
}

// placeEnd is the index after a place said from k on ("here", "the
// bedroom", "the living room"), or -1 where none is.
func placeEnd(toks []lexer.Token, k int) int {
	if k < len(toks) && toks[k].Type == grammar.Here {
		return k + 1
	}
	for k < len(toks) && toks[k].Type == grammar.Det {
		k++
	}
	words := k
	for k < len(toks) && toks[k].Type == grammar.Word {
		k++
	}
	if k == words {
		return -1
	}
	return k
}
