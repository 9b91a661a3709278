package zh

import (
	"slices"
	"strconv"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// degreeSaid is the word of degrees as the lexer gives it.
const degreeSaid = "度"

// percentClasses are the classes whose main level is a percentage: how
// bright a light is, how far a curtain or a blind is open.
var percentClasses = map[string]bool{"light": true, "curtain": true, "blind": true}

// levelUnsaid reads a number said right after the name of an air
// conditioner, or after 给我 there, with nothing after it but particles
// ("空调二十六", "客厅空调二十六吧", "卧室空调给我二十五"), as degrees: the
// temperature to set, as "空调二十六度" is; it was not understood. So said
// after the name of a light, a curtain or a blind, a number from 10 to
// 100 ("台灯七十", "客厅窗帘三十吧") is a percentage, as "台灯百分之七十" is:
// the brightness, or how far open; it was not understood. A smaller number
// there (台灯二: a lamp called so?), one after a verb said before the name
// (关掉台灯七十: off, or 70%?) and a number after any other name (电视五: a
// channel, a volume?) stay unread.
func levelUnsaid(toks []lexer.Token) []lexer.Token {
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
		class, _ := (pack{}).ClassOf(toks[j].Value)
		unit := lexer.Token{Type: grammar.Quest, Value: degreeSaid, Pos: t.Pos}
		if class != "climate" {
			n, err := strconv.ParseFloat(t.Value, 64)
			if !percentClasses[class] || err != nil || n < 10 || n > 100 || !namedAlone(toks[:j]) {
				continue
			}
			unit = lexer.Token{Type: grammar.Unit, Value: lang.UnitPercent, Pos: t.Pos}
		}
		toks = slices.Insert(toks, i+1, unit)
		i++
	}
	return toks
}

// namedAlone reports a clause begun with nothing but names and fillers
// ("把", "帮我", "卧室的") up to where toks end.
func namedAlone(toks []lexer.Token) bool {
	for i := len(toks) - 1; i >= 0 && toks[i].Type != grammar.Sep; i-- {
		if toks[i].Type != grammar.Han && toks[i].Type != grammar.Filler {
			return false
		}
	}
	return true
}
