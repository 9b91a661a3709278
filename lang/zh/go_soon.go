package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// hurryWords are the words of haste a 去 ("go and") may follow before a
// command ("快去关掉客厅灯", "赶紧去把电视关了", "马上去开空调").
var hurryWords = append([]string{"快点", "赶快", "赶紧", "马上", "立刻", "立即"}, soonWords...)

// goAfterHurry reads 去 said right after a word of hurryWords and before a
// command (a verb or a change, or 把, after fillers) as a filler: it was
// the command "go" and the words after it no name ("快客厅灯不能这样操作").
// 去 said alone ("扫地机去充电") or with no command after it ("快去厨房")
// stays as it was.
func goAfterHurry(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if toks[i].Value != "去" || !hurried(toks[i-1].Value) || !commandNext(toks[i+1:]) {
			continue
		}
		toks[i].Type = grammar.Filler
	}
	return toks
}

// hurried reports a word of hurryWords, alone or after the one spoken to
// ("你快", "你赶紧").
func hurried(w string) bool {
	return slices.Contains(hurryWords, w) || addressee(w) && !slices.Contains(addressees, w)
}
