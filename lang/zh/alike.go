package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A name with 也 and words of "the same" after it, at the end (客厅的也一样,
// 床头灯也一样吧, 卧室也这样, 卧室的也照这样, 餐灯也同样, 卫生间也要, 卧室也是一样的), is the last
// command on it, as 餐灯也是 and 门厅也开一下 say: these words were read as
// a name (一样 as the number 1 and 样), and not understood.

// tooWord is the word of "too"; alikeRuns the words of "the same" after it,
// as the lexer reads them.
const tooWord = "也"

var alikeRuns = map[string]bool{"1 样": true, "这样": true, "照这样": true, "照做": true, "同样": true, "要": true, "照样": true, "1 样 的": true, "是 1 样": true, "是 1 样 的": true}

// alikeAfter makes the words of "the same" after 也 at the end fillers.
func alikeAfter(toks []lexer.Token) []lexer.Token {
	end := len(toks)
	for end > 0 && (toks[end-1].Type == grammar.Filler || toks[end-1].Type == grammar.Sep) && !alikeEnd(toks[:end]) {
		end-- // 吧, 呢
	}
	for k := end - 1; k > 0; k-- {
		if toks[k].Value != tooWord {
			continue
		}
		var words []string
		for _, t := range toks[k+1 : end] {
			words = append(words, t.Value)
		}
		if !alikeRuns[strings.Join(words, " ")] {
			return toks
		}
		for i := k + 1; i < end; i++ {
			toks[i].Type = grammar.Filler
		}
		return toks
	}
	return toks
}

// alikeEnd reports tokens that end in 一样的: its 的 is no particle to drop.
func alikeEnd(toks []lexer.Token) bool {
	n := len(toks)
	return n >= 3 && toks[n-1].Value == "的" && toks[n-2].Value == "样"
}
