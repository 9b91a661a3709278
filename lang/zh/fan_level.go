package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// fanLevels are a fan's speeds said by name (低档, 中速, 高风, 小风), in
// percent, as the English "low", "medium" and "high" are: low a third,
// medium two thirds, high all of its range. They were read into the name
// (客厅里找不到“风扇高档”).
var fanLevels = map[string]string{"低档": "33", "中档": "66", "高档": "100", "低速": "33", "中速": "66", "高速": "100",
	"低风": "33", "中风": "66", "高风": "100", "小风": "33", "大风": "100"}

// percentUnit is the unit a speed by name is read in.
const percentUnit = "%"

// fanLevel reads a fan's speed said by name right after a verb that sets
// it or after its speed (客厅风扇调到高档, 风扇开低速, 风扇风速调成中速), in a
// clause that names a fan or its speed and with nothing after it in the
// clause but words of no meaning, as that percentage.
func fanLevel(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		pct := fanLevels[toks[i].Value]
		if pct == "" || toks[i].Type != grammar.Han || !settingBefore(toks[i-1]) || !fanSaid(toks, i) || !fillersOnly(toks[i+1:]) {
			continue
		}
		unit := lexer.Token{Type: grammar.Unit, Value: percentUnit, Pos: toks[i].Pos}
		toks[i].Type, toks[i].Value = grammar.Num, pct
		toks = slices.Insert(toks, i+1, unit)
	}
	return toks
}

// settingBefore reports a verb, or a word of speed, a speed may follow.
func settingBefore(t lexer.Token) bool {
	return t.Type == grammar.Verb || t.Type == grammar.Attr && attrs[t.Value] == speedAttr
}

const speedAttr = "speed"

// fanSaid reports a clause, the one of i, that names a fan or a speed.
func fanSaid(toks []lexer.Token, i int) bool {
	for k := i - 1; k >= 0 && toks[k].Type != grammar.Sep; k-- {
		if class, _ := (pack{}).ClassOf(toks[k].Value); class == "fan" || toks[k].Type == grammar.Attr && attrs[toks[k].Value] == speedAttr {
			return true
		}
	}
	return false
}

// fillersOnly reports tokens of no meaning up to the end of a clause.
func fillersOnly(toks []lexer.Token) bool {
	for _, t := range toks {
		switch t.Type {
		case grammar.Sep:
			return true
		case grammar.Filler:
		default:
			return false
		}
	}
	return true
}
