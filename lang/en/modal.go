package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// "you should lock the front door", "you must switch off the tv": after
// "you" and a word of duty, a verb that is also a thing's word ("lock",
// "switch") before an article or its particle is the verb, as after
// "please". Read as the thing, "should" made it a question ("Front door
// lock is locked").

// dutyWords say what edge is to do, after "you".
var dutyWords = set("should must")

// addressedYou is who a duty is said to.
const addressedYou = "you"

// dutyVerb retypes such a verb.
func dutyVerb(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		if !dutyWords[toks[i].Value] || toks[i-1].Value != addressedYou || !clauseStart(toks[:i-1]) {
			continue
		}
		if w := &toks[i+1]; w.Type == grammar.Word && verbs[w.Value] != "" && (kindAt(toks, i+2) == grammar.Det || verbAtRestart(toks, i+1, false)) {
			w.Type = grammar.Verb
		}
	}
	return toks
}
