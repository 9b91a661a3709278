package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The words that open what is said and are no yes or no ("oh", "well",
// "so", "anyway") before a question or a statement of how a thing is ("oh
// the kitchen light is still on", "well is the tv on", "so the garage door
// is open", "oh kitchen light too bright") are fillers, as they are before
// a command's verb: they were read as part of the name ("I can't find 'oh
// kitchen light'"). A yes or a no before one may answer what was asked,
// and is left.

// nahWord is a no said as an opener.
const nahWord = "nah"

// stateOpened reports that the first k tokens, openers, open a question
// or a statement of state.
func stateOpened(toks []lexer.Token, k int) bool {
	for _, t := range toks[:k] {
		if yesWords[t.Value] || noWords[t.Value] || t.Value == nahWord {
			return false
		}
	}
	if toks[k].Type == grammar.Quest {
		return true
	}
	for i, t := range toks[k:] {
		switch {
		case t.Type == grammar.Sep, t.Type == grammar.Verb:
			return false
		case copulas[t.Value], wished(toks[k+i:]):
			return true
		}
	}
	return false
}

// wished reports tokens that open with a state said to be too much or too
// little ("too bright"), before wishTokens joins them.
func wished(toks []lexer.Token) bool {
	if len(toks) < 2 || toks[0].Value != tooWord {
		return false
	}
	_, ok := wishes[toks[1].Value]
	return ok
}
