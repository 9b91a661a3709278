package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A correction that opens a command (不对，是开灯; 啊不对是开灯; 不对不对，打开门厅灯;
// 错了，是把空调关了; 我是说打开台灯) is the command: what was said before is
// not meant. Read as a reply, 不对是开灯 dropped its verb: after 关灯 asked
// which room it chose 灯, every light, and asked to turn them all off; with a
// pause it was not understood.

// wrongOpeners are the words that say what was said is wrong, as the
// lexer reads them; 不是 is none (不是开灯 says what is not meant).
var wrongOpeners = append([][]string{{"不", "对"}}, meantOpeners...)

// fixedCommand reads such openers, any pause and a 是 after them, as
// fillers when a verb or a change follows (把前门锁上, 门厅灯打开, 调高一点):
// the command after them is what is asked.
func fixedCommand(toks []lexer.Token) []lexer.Token {
	i := 0
	for i < len(toks) && toks[i].Type == grammar.Filler {
		i++ // 啊不对…
	}
	start, opened := i, false
	for {
		for i < len(toks) && toks[i].Type == grammar.Sep {
			i++
		}
		n := wrongAt(toks[i:])
		if n == 0 {
			break
		}
		i, opened = i+n, true
	}
	if !opened {
		return toks
	}
	if i < len(toks) && toks[i].Value == notThis[1] {
		i++ // …是开灯
	}
	if i >= len(toks) || !slices.ContainsFunc(toks[i:], func(t lexer.Token) bool { return t.Type == grammar.Verb || t.Type == grammar.Rel }) {
		return toks
	}
	for k := start; k < i; k++ {
		if toks[k].Type != grammar.Sep {
			toks[k].Type = grammar.Filler
		}
	}
	return toks
}

// wrongAt is the number of tokens of the opener of wrongOpeners they
// begin with, 0 for none.
func wrongAt(toks []lexer.Token) int {
	for _, o := range wrongOpeners {
		if startsWith(toks, o) {
			return len(o)
		}
	}
	return 0
}
