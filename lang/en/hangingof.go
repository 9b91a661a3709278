package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// hangingOf keeps "of" ending a later part of a command ("turn on the tv
// and the lights of", "…, the kitchen light of") from being dropped: a
// recogniser writes "off" so, and dropped, the lights were turned on with
// the tv. Read as "off" it would be a guess too; the word is left as a
// word of the name said, which names nothing, so the command is not
// understood. A part with a verb of its own ("and turn the lights of") is
// bothWays'.
func hangingOf(toks []lexer.Token) []lexer.Token {
	first := true
	eachClause(toks, func(clause []lexer.Token) {
		defer func() { first = false }()
		n := len(clause)
		for n > 0 && clause[n-1].Type == grammar.Filler {
			n--
		}
		if first || n < 2 || clause[n-1].Value != ofWord || clause[n-2].Type != grammar.Word {
			return
		}
		for _, t := range clause[:n-1] {
			if t.Type != grammar.Word && t.Type != grammar.Det && t.Type != grammar.Filler && t.Type != grammar.Quant {
				return
			}
		}
		clause[n-1].Type = grammar.Word
	})
	return toks
}
