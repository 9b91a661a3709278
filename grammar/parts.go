package grammar

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"
)

// Parts calls f with each part of toks between the tokens whose type is
// one of ends (a pause, a joining word), in order, the empty ones too;
// f may retype the tokens of its part, which are toks'.
func Parts(toks []lexer.Token, f func(part []lexer.Token), ends ...lexer.TokenType) {
	start := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && !slices.Contains(ends, toks[i].Type) {
			continue
		}
		f(toks[start:i])
		start = i + 1
	}
}
