package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// The middle of a range said as where to set a thing ("台灯调到中间", "把窗
// 帘拉到中间位置", "卧室百叶窗开到中间吧") is half of it, as 一半 is: 中间
// was read as a name, and nothing was understood. Said anywhere else
// (把中间的灯打开) it is as it was.

// middle is the word of the middle of a range, and middlePlace the word of
// a position that may follow it.
const (
	middle      = "中间"
	middlePlace = "位置"
)

// middleSet reads 中间 right after a verb that sets to a value (…到), and
// before the end, a pause or a filler, as the half the lexer reads 一半
// as; 位置 or 的位置 after it says nothing.
func middleSet(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		t, verb := toks[i], toks[i-1]
		if t.Value != middle || !named(t) || verb.Type != grammar.Verb || !strings.HasSuffix(verb.Value, "到") {
			continue
		}
		end := i + 1
		if end+1 < len(toks) && toks[end].Value == de && toks[end+1].Value == middlePlace {
			end++ // 中间的位置
		}
		if end < len(toks) && toks[end].Value == middlePlace {
			end++
		}
		if end < len(toks) && toks[end].Type != grammar.Sep && toks[end].Type != grammar.Filler {
			continue
		}
		half := []lexer.Token{{Type: grammar.Num, Value: halfValue, Pos: t.Pos}, {Type: grammar.Unit, Value: lang.UnitPercent, Pos: t.Pos}}
		toks = append(toks[:i], append(half, toks[end:]...)...)
	}
	return toks
}
