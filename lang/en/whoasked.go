package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A question of who did a thing, or why ("who turned on the kitchen
// light", "why is the tv on", "whose lamp is on"), is one edge cannot
// answer: it keeps no record of who, and knows no reasons. It is not
// understood. The word was read as part of a name, and a name guessed from
// the rest was asked back ("Did you mean Kitchen light?"), which a yes
// switched on.

// unanswerable are the question words of such a question.
var unanswerable = set("who whom whose why")

var errUnanswerable = grammar.Errorf("a question of who or why")

// whoAsked reports the tokens of an utterance whose first word of its own
// asks who or why.
func whoAsked(toks []lexer.Token) bool {
	for _, t := range toks {
		if t.Type == grammar.Filler || t.Type == grammar.Sep {
			continue
		}
		return unanswerable[t.Value]
	}
	return false
}
