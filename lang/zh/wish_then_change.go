package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// wishThenChange reads a level said too much or too little, then after a
// pause a change said with no thing (音量太低了，调高一点; 太吵了，调小一点; 声音太
// 大了，小一点; 有点冷，调高一度), as the change of that level, as 音量调高一点 is:
// the change asked which device of the room (调小 may be of any level), or
// with the level said before the pause, was not understood. A thing named
// before the level (电视太吵了，调小一点) is read as before, and a change
// said with a thing or another level is its own command.
func wishThenChange(toks []lexer.Token) []lexer.Token {
	i := 0
	for i < len(toks) && toks[i].Type == grammar.Filler {
		i++
	}
	start := i
	var level lexer.Token
	if i < len(toks) && toks[i].Type == grammar.Attr {
		level = toks[i]
		i++
	}
	if i >= len(toks) || toks[i].Type != grammar.Rel {
		return toks
	}
	c, wished := wishOf(toks[i].Value)
	if !wished || c.Attr == "" && level.Value == "" {
		return toks
	}
	if level.Value == "" {
		level = lexer.Token{Type: grammar.Attr, Value: levelWords[c.Attr], Pos: toks[i].Pos}
		if level.Value == "" {
			return toks
		}
	}
	i++
	for i < len(toks) && toks[i].Type == grammar.Filler {
		i++
	}
	if i >= len(toks) || toks[i].Type != grammar.Sep {
		return toks
	}
	i++
	for i < len(toks) && toks[i].Type == grammar.Filler {
		i++
	}
	if i >= len(toks) || toks[i].Type != grammar.Rel || isWish(toks[i].Value) {
		return toks
	}
	for _, t := range toks[i+1:] {
		if t.Type != grammar.Filler && t.Type != grammar.Num && t.Type != grammar.Unit && t.Type != grammar.Sep && (t.Type != grammar.Quest || t.Value != degreeSaid) {
			return toks
		}
	}
	return append(append(toks[:start:start], level), toks[i:]...)
}

// levelWords are the words of the levels a wish changes.
var levelWords = map[string]string{"volume": "音量", "brightness": "亮度", "temperature": "温度", "humidity": "湿度", "speed": "风速"}
