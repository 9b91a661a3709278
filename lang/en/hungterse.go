package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// hungTerse reads a thing that hangs named with "up" or "down" after it
// and nothing else ("blinds down", "the bedroom blinds up please",
// "garage door down") as "raise" or "lower" does it: opened or closed, as
// "lower the blinds" and "put the blinds down" close them. It moved them
// by a tenth, as "the volume down" steps a level. An amount said
// ("blinds down a bit") still moves them by it.
func hungTerse(toks []lexer.Token) []lexer.Token {
	eachClause(toks, func(clause []lexer.Token) {
		n := len(clause)
		for n > 0 && clause[n-1].Type == grammar.Filler {
			n--
		}
		if n < 2 || clause[n-1].Type != grammar.Dir || hungDirs[clause[n-1].Value] == "" || !onlyNames(clause[:n-1]) ||
			!hungAfter(clause[:n-1]) {
			return
		}
		verb := lexer.Token{Type: grammar.Verb, Value: hungDoes(clause[n-1].Value), Pos: clause[0].Pos}
		copy(clause[1:n], clause[:n-1])
		clause[0] = verb
	})
	return toks
}
