package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// canSaid is 会 said after the one spoken to: whether they can do a thing
// ("你会关灯吗", "你会不会把空调打开"), asked of edge, never a command.
const canSaid = "会"

// abilityAsked reads the one spoken to with 会 that begins a clause, before
// a command (or 不会 and one), as asked: nothing is done and no name holds
// it, where "你会关灯吗" was a name not found (“你会灯”).
func abilityAsked(toks []lexer.Token) []lexer.Token {
	i := 0
	for i < len(toks) && toks[i].Type == grammar.Filler {
		i++
	}
	if i >= len(toks) || toks[i].Type != grammar.Han {
		return toks
	}
	if w, ok := strings.CutSuffix(toks[i].Value, canSaid); !ok || !slices.Contains(addressees, w) {
		return toks
	}
	next := toks[i+1:]
	if len(next) >= 2 && next[0].Type == grammar.Kw && next[0].Value == notQuest && next[1].Value == canSaid {
		next[0].Type, next[1].Type = grammar.Filler, grammar.Filler // 你会不会
		next = next[2:]
	}
	if commandNext(next) {
		toks[i].Type, toks[i].Value = grammar.Quest, addresseeSaid
	}
	return toks
}
