package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// onlyWords say a command is for what it names and nothing more ("只开
// 厨房灯", "仅打开书房台灯", "光关客厅的灯"): before its verb, they say no
// more than the command does.
var onlyWords = map[string]bool{"只": true, "仅": true, "光": true, "只是": true, "就只": true}

// onlyBefore reads a word of onlyWords said alone right before a verb, or
// the 把 before its object ("只把厨房灯关了"), as a filler.
func onlyBefore(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		if (toks[i].Type == grammar.Han || toks[i].Type == grammar.Filler) && onlyWords[toks[i].Value] &&
			(toks[i+1].Type == grammar.Verb || toks[i+1].Value == objectSaid) {
			toks[i].Type = grammar.Filler
		}
	}
	return toks
}
