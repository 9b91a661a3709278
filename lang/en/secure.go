package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// "Secure" is locked: "is the house secure", "is the front door secured"
// ask whether it is locked, and "secure the house", "secure the front
// door" lock it, as "lock up the house" does. Both were not understood.

// secureWord is the word, a state but where it opens a command.
const secureWord = "secure"

// secured reads "secure" that opens a clause, with what it secures after
// it, as the verb "lock".
func secured(toks []lexer.Token) []lexer.Token {
	start := leadIn(toks)
	if start+1 < len(toks) && toks[start].Value == secureWord && (toks[start+1].Type == grammar.Det || toks[start+1].Type == grammar.Quant ||
		toks[start+1].Type == grammar.Word) {
		toks[start].Type, toks[start].Value = grammar.Verb, "lock"
	}
	return toks
}
