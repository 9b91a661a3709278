package zh

import (
	"strconv"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// halfAfter reads 半 said after a number and its unit of degrees
// ("二十六度半", "调高两度半"; 度 is a question word too), which the lexer
// reads as a half in percent, as a half of that unit: 26.5 度, never 26
// 度 and a level of 50.
func halfAfter(toks []lexer.Token) []lexer.Token {
	for i := 0; i+3 < len(toks); i++ {
		num, unit, half, pct := toks[i], toks[i+1], toks[i+2], toks[i+3]
		if num.Type != grammar.Num || unit.Type != grammar.Unit && unit.Type != grammar.Quest || units[unit.Value] != lang.UnitDegrees ||
			half.Type != grammar.Num || half.Value != halfValue || pct.Type != grammar.Unit || pct.Value != lang.UnitPercent ||
			half.Pos.Offset != pct.Pos.Offset || i+4 < len(toks) && toks[i+4].Pos.Offset != half.Pos.Offset+1 {
			continue
		}
		v, err := strconv.ParseFloat(num.Value, 64)
		if err != nil {
			continue
		}
		toks[i].Value = strconv.FormatFloat(v+0.5, 'f', -1, 64)
		toks = append(toks[:i+2], toks[i+4:]...)
	}
	return toks
}

// halfValue is the level a half is read as.
const halfValue = "50"
