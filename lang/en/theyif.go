package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// theyIf reads "they" right after "if" as the things a command names, as
// "it" is: "turn off the kitchen lights if they are on", "close the
// blinds if they are open" said "I can't find they".
func theyIf(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if toks[i].Value == "they" && toks[i-1].Type == grammar.If {
			toks[i].Type, toks[i].Value = grammar.Ref, itWord
		}
	}
	return toks
}
