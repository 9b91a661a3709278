package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// dutyAsked reads a question of whether a command is to be done ("我需要
// 锁门吗", "需要把车库门关上吗", "我应该关空调吗") as the question of the state
// it would leave, answered with the state and no yes or no ("前门锁着。"),
// as a state asked with its opposite is: read as "门锁着吗", its "是的" said
// the door was to be locked. The word of duty, with who is to do it, opens
// the question; a verb follows it and 吗 ends it.
func dutyAsked(toks []lexer.Token) []lexer.Token {
	k := dutyOpens(toks)
	if k == 0 {
		return toks
	}
	end := len(toks) - 1
	for end > 0 && toks[end].Type == grammar.Sep {
		end--
	}
	if end <= k || toks[end].Type != grammar.Quest || toks[end].Value != questionMark ||
		!slices.ContainsFunc(toks[k:end], isVerb) {
		return toks
	}
	toks[end].Value = stateAsked
	return toks[k:]
}

// dutyOpens is how many tokens open the text with a word of duty, with who
// is to do it or without, however the words were cut (0 for none).
func dutyOpens(toks []lexer.Token) int {
	said := ""
	for k := 0; k < len(toks) && k < 3; k++ {
		said += toks[k].Value
		if dutySaid(said) {
			return k + 1
		}
	}
	return 0
}

// dutyWords say that a thing is to be done; dutyPersons who is to do it.
var (
	dutyWords   = grammar.Set("需要 应该 该 得 必须 早该 早就该")
	dutyPersons = []string{"我们", "咱们", "我", "咱"}
)

// dutySaid reports a word of duty, with who is to do it or without.
func dutySaid(w string) bool {
	for _, p := range dutyPersons {
		if rest, ok := strings.CutPrefix(w, p); ok {
			w = rest
			break
		}
	}
	return dutyWords[w]
}
