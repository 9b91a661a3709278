package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// degreeSaid is the word of degrees as the lexer gives it.
const degreeSaid = "度"

// degreesUnsaid reads a number said right after the name of an air
// conditioner, or after 给我 there, with nothing after it but particles
// ("空调二十六", "客厅空调二十六吧", "卧室空调给我二十五"), as degrees: the
// temperature to set, as "空调二十六度" is; it was not understood. A
// number after any other name stays unread: a level of what?
func degreesUnsaid(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.Type != grammar.Num || !clauseEnds(toks[i+1:]) {
			continue
		}
		j := i - 1
		for j > 0 && toks[j].Type == grammar.Filler && !tailWords[toks[j].Value] && toks[j].Value != de {
			j--
		}
		if toks[j].Type != grammar.Han {
			continue
		}
		if class, _ := (pack{}).ClassOf(toks[j].Value); class != "climate" {
			continue
		}
		unit := lexer.Token{Type: grammar.Quest, Value: degreeSaid, Pos: t.Pos}
		toks = slices.Insert(toks, i+1, unit)
		i++
	}
	return toks
}
