package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The air of a room said too dry, too hot or stuffy ("卧室空气好干燥啊",
// "主卧的空气有点闷", "卧室室内太干燥了") is the room said so, as "卧室太干了"
// is: the room and 空气 were read as one name and not found (找不到“卧室空气”).
// Only before a word of such a wish: "厨房空气怎么样" still asks of what is
// called so, and a device's name that holds the word ("厨房空气检测仪") is
// its name.

// airWords are the words of the air of a room.
var airWords = []string{"空气", "室内", "的空气", "里的空气", "室内空气", "的室内"}

// airOfPlace reads a room's air before a wish as the room.
func airOfPlace(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		t := &toks[i]
		ahead := wishAhead(toks[i+1:]) || t.Type == grammar.Quant && slices.Contains(airWords, toks[i+1].Value) && wishAhead(toks[i+2:])
		if t.Type != grammar.Han && t.Type != grammar.Quant || !ahead {
			continue // "卧室室内空气太干了": 室内, then 空气
		}
		for _, a := range airWords {
			if room, ok := strings.CutSuffix(t.Value, a); ok && isRoomWord(room) {
				t.Value = room
				break
			}
			if t.Value == a && roomSaidBefore(toks[:i]) {
				t.Type = grammar.Filler // "卧室的 空气", "卧室里的 空气", "卧室 室内": never the whole home
				break
			}
		}
	}
	return toks
}

// roomSaidBefore reports a room's word before fillers ("的", "里的") at the end
// of toks.
func roomSaidBefore(toks []lexer.Token) bool {
	for k := len(toks) - 1; k >= 0; k-- {
		if toks[k].Type != grammar.Filler {
			return isRoomWord(toks[k].Value)
		}
	}
	return false
}

// wishAhead reports a wish after fillers ("里", "的").
func wishAhead(toks []lexer.Token) bool {
	for _, t := range toks {
		switch {
		case t.Type == grammar.Filler:
		case t.Type == grammar.Rel:
			return isWish(t.Value)
		default:
			return false
		}
	}
	return false
}

// isRoomWord reports one of the pack's words of a room.
func isRoomWord(w string) bool { return slices.Contains(roomWords, w) }
