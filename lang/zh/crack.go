package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// crackSaid reads a crack said after a verb of opening ("窗帘开一条缝",
// "把窗帘拉开一道缝", "窗户开条缝", "百叶窗打开一点缝") as a little, 一点: the cover is opened by
// a step, as "open the curtains a crack" is. It was read as a thing called
// 窗帘缝, not found.
func crackSaid(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if toks[i-1].Type != grammar.Verb {
			continue
		}
		k := i
		if toks[k].Type == grammar.Num && toks[k].Value == "1" && k+1 < len(toks) {
			k++ // 一 read as a number
		}
		if (toks[k].Value == aLittle || cracks[toks[k].Value+crackWord]) && k+1 < len(toks) && toks[k+1].Value == crackWord {
			k++ // 一点 缝, 个 缝
		}
		if !cracks[toks[k].Value] || k+1 < len(toks) && toks[k+1].Type != grammar.Sep && toks[k+1].Type != grammar.Filler {
			continue
		}
		little := lexer.Token{Type: grammar.Filler, Value: aLittle, Pos: toks[i].Pos}
		toks = slices.Insert(slices.Delete(toks, i, k+1), i, little)
	}
	return toks
}

// cracks are the words of a crack, with their measure; aLittle is 一点.
var cracks = map[string]bool{"条缝": true, "道缝": true, "点缝": true, "个缝": true, crackWord: true, "丝缝": true}

const (
	aLittle   = "一点"
	crackWord = "缝"
)
