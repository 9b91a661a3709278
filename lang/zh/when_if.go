package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// whenIf reads 的时候 or 时 after a comparison's number and its unit
// ("温度低于二十度的时候打开暖气", "当卧室超过二十六度时开空调") as the 的话
// that ends a condition: what is said then is done if it holds, as with
// 如果…的话. After a time of day ("七点的时候") it stays a time.
func whenIf(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].Type != grammar.Cmp || toks[i+1].Type != grammar.Num {
			continue
		}
		j := i + 2
		if toks[j].Type == grammar.Unit || toks[j].Value == string(degree) {
			j++
		}
		if n := whenLen(toks[j:]); n > 0 {
			when := lexer.Token{Type: grammar.Filler, Value: ifSaid, Pos: toks[j].Pos}
			return append(append(append(make([]lexer.Token, 0, len(toks)), toks[:j]...), when), toks[j+n:]...)
		}
	}
	return toks
}

// whenLen is the number of tokens that say 的时候 or 时 at the start of
// toks, 0 for none.
func whenLen(toks []lexer.Token) int {
	var said strings.Builder
	for n, t := range toks {
		said.WriteString(t.Value)
		for _, w := range whenWords {
			if said.String() == w {
				return n + 1
			}
		}
		if n == 2 {
			break
		}
	}
	return 0
}

// whenWords say "when" after a condition.
var whenWords = []string{"的时候", "时", "时候"}
