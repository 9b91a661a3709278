package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// whatever are the words of which and what that, before 都 or 也 and a
// negation, say none of all ("什么都不要开", "哪个都别关", "哪个也不要关",
// "什么也不用关"): no question, where the state of every device was read
// out.
var whatever = map[string]bool{"什么": true, "哪个": true, "哪些": true, "啥": true}

// alsoSaid is 也, which after a word of whatever says what 都 says.
const alsoSaid = "也"

// noneOfAll reads a word of whatever before 都 or 也 and a negation as a
// word of no meaning, and 也 as 都: the negation of all is what is said.
func noneOfAll(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		next := &toks[i+1]
		if !whatever[toks[i].Value] || next.Value != all && next.Value != alsoSaid || toks[i+2].Type != grammar.Neg {
			continue
		}
		toks[i].Type = grammar.Filler
		next.Type, next.Value = grammar.Quant, all
	}
	return toks
}
