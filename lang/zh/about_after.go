package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// aboutAfter drops a word of about so much said after a number and its
// unit (调到二十五度左右, 音量调到三十左右, 调到26度上下): the number is what is
// set. It was read as a name (找不到“卧室空调左右”).
func aboutAfter(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if toks[i].Type != grammar.Han || !aboutWords[toks[i].Value] {
			continue
		}
		k := i - 1
		if k > 0 && units[toks[k].Value] != "" {
			k--
		}
		if toks[k].Type == grammar.Num {
			toks = slices.Delete(toks, i, i+1)
			i--
		}
	}
	return toks
}

// aboutSaid say about so much after a number, a time of day or a delay
// (十一点左右, 十分钟左右后); aboutWords are they.
var (
	aboutSaid  = []string{"左右", "上下"}
	aboutWords = grammar.Set(strings.Join(aboutSaid, " "))
)
