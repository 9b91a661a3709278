package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// roomInVerb gives back the start of a room a verb took, lexed greedily:
// 打扫卫生间 is 打扫卫生 and 间, 扫地下室 扫地 and 下室, where the room is
// 卫生间 or 地下室, and the cleaning was of "间" (我不知道叫“间”的房间). The
// verb keeps what is left of it where that is a verb of its own (打扫, 扫;
// 打扫一下 is 打扫).
func roomInVerb(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		v, next := toks[i], toks[i+1]
		if v.Type != grammar.Verb || next.Type != grammar.Han {
			continue
		}
		for at := range v.Value {
			if at == 0 {
				continue
			}
			stem, start := v.Value[:at], v.Value[at:]
			if !roomStarts(start + next.Value) {
				continue
			}
			stem = strings.TrimSuffix(stem, aBitMore)
			if _, ok := verbs[stem]; !ok {
				continue
			}
			toks[i].Value, toks[i+1].Value = stem, start+next.Value
			break
		}
	}
	return toks
}

// roomStarts reports words that begin with a word of a room (saysRoom) or
// a floor.
func roomStarts(words string) bool {
	if saysRoom(words) {
		return true
	}
	for f := range vocab.Floors {
		if strings.HasPrefix(words, f) {
			return true
		}
	}
	return false
}
