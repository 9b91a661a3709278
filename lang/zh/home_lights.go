package zh

import (
	"slices"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// homeSaid are the words of the whole home said as a place ("家里", "全屋"),
// not of all of something (全部, 都) nor of every room (每个房间).
var homeSaid = map[string]bool{"家里": true, "全家": true, "家中": true, "全屋": true, "整个家": true, "房子": true, "整个房子": true,
	"整栋房子": true, "整套房子": true, "屋内": true, "室内": true}

// homeLights reads the whole home said alone before a verb that switches
// on or off, and nothing else named ("家里关一下", "把家里开一下", "全屋关了吧"),
// as its lights, as a room said so is its lights ("厨房关一下"): "家里关一下"
// is "把家里的灯关一下". It switched every device of the home that switches,
// opens or docks, as "全部关一下" does, which stays so, as does the whole home
// said with 都 or 全 ("家里都关了"): everything in it.
func homeLights(toks []lexer.Token) []lexer.Token {
	for start := 0; start < len(toks); start++ {
		if start > 0 && toks[start-1].Type != grammar.Sep {
			continue
		}
		i := start
		for i < len(toks) && toks[i].Type == grammar.Filler {
			i++
		}
		if i+1 >= len(toks) || toks[i].Type != grammar.Quant || !homeSaid[toks[i].Value] || !switchesOnOff(toks[i+1]) {
			continue
		}
		rest := i + 2
		for rest < len(toks) && toks[rest].Type == grammar.Filler {
			rest++
		}
		if rest < len(toks) && toks[rest].Type != grammar.Sep {
			continue
		}
		at := toks[i].Pos
		at.Offset += utf8.RuneCountInString(toks[i].Value)
		at.Column += utf8.RuneCountInString(toks[i].Value)
		of := lexer.Token{Type: grammar.Filler, Value: de, Pos: at}
		light := lexer.Token{Type: grammar.Han, Value: lightWord, Pos: at}
		light.Pos.Offset++
		light.Pos.Column++
		for j := i + 1; j < len(toks); j++ {
			toks[j].Pos.Offset += 2
			toks[j].Pos.Column += 2
		}
		toks = slices.Insert(toks, i+1, of, light)
	}
	return toks
}

// switchesOnOff reports a verb that switches on or off ("开", "关掉").
func switchesOnOff(t lexer.Token) bool {
	return t.Type == grammar.Verb && (verbs[t.Value] == openOn || verbs[t.Value] == closeOff)
}
