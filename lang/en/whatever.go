package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// whateverIs reads "whatever" before "is" or "are" in a command as
// "everything that": "turn off whatever is on in the kitchen", "switch off
// whatever's on", "close whatever is open" do what "turn off everything
// that is on in the kitchen" does (relative.go): the command to those in
// the state, the others left. "whatever" was a name not found.
func whateverIs(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Value != whateverWord || !beWords[toks[i+1].Value] || commandResult(toks[:i]) == "" {
			continue
		}
		pos := toks[i].Pos
		toks[i] = lexer.Token{Type: grammar.Quant, Value: everythingWord, Pos: pos}
		toks = slices.Insert(toks, i+1, lexer.Token{Type: grammar.Word, Value: thatWord, Pos: pos})
	}
	return toks
}

const (
	whateverWord   = "whatever"
	everythingWord = "everything"
	thatWord       = "that"
)
