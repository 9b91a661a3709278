package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// gearWords are the measure words of a fan's speed counted in steps
// ("二档", "三挡"), and of steps of a change ("调高两格"): said right after
// a number they are its unit (lang.UnitSteps, lang.UnitNotches).
var gearWords = map[string]bool{"档": true, "挡": true, "格": true}

// ordinalSaid is 第 said before a number of steps ("第二档").
const ordinalSaid = "第"

// gearSaid reads 档 or 挡 said right after a number (风扇调到二档, 风扇开到
// 三挡, 把风扇调成第一档, 风扇调高一档) as the unit of a speed's steps, and
// 第 before such a number as a filler: the number and its measure word
// were read as a name (找不到“风扇2档”). A speed in steps is never taken
// for a percentage: a device that counts its speed in percent is asked
// for one.
func gearSaid(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		t, num := &toks[i], toks[i-1]
		if t.Type != grammar.Han || !gearWords[t.Value] || num.Type != grammar.Num {
			continue
		}
		t.Type = grammar.Unit
		if i > 1 && toks[i-2].Type == grammar.Kw && toks[i-2].Value == ordinalSaid {
			toks[i-2].Type = grammar.Filler
		}
	}
	return toks
}
