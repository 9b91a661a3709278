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
		num, unit := toks[i], toks[i+1]
		if num.Type != grammar.Num || unit.Type != grammar.Unit && unit.Type != grammar.Quest || units[unit.Value] != lang.UnitDegrees ||
			!saidHalf(toks, i+2) {
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

// saidHalf reports the number at toks[i] said as 半 alone, which the
// lexer reads as 50 and a percent sign.
func saidHalf(toks []lexer.Token, i int) bool {
	half := toks[i]
	return i+1 < len(toks) && half.Type == grammar.Num && half.Value == halfValue && toks[i+1].Type == grammar.Unit &&
		toks[i+1].Value == lang.UnitPercent && toks[i+1].Pos.Offset == half.Pos.Offset &&
		(i+2 == len(toks) || toks[i+2].Pos.Offset == half.Pos.Offset+1)
}

// halfValue is the level a half (一半, 中间) is read as, written so that
// it is told from 五十 and 百分之五十: a half is of the way a thing opens
// or is lit (lang.Phrase.Half).
const halfValue = "50.0"
