package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"edge/grammar"
)

// What the speaker says they do not know, said after a command or a
// question of whether to do it ("能不能开车库门我也不知道", "要不要开空调，我
// 不确定"), makes the whole a musing, not a request: nothing is done, and
// nothing asked back. The command was done (behind its yes for the
// garage door) and the question of whether to do it asked which air
// conditioner.

// unsureWords end an utterance that is a musing, longest first.
var unsureWords = longestFirst(`我也不知道 我不知道 也不知道 不知道 我也不确定 我不确定 不确定 我也说不好 我说不好 说不好
	我也不清楚 我不清楚 不清楚 我也拿不准 我拿不准 拿不准 我还没想好 还没想好 没想好`)

// longestFirst are the words of ws, longest first: the first a text
// begins or ends with is the longest it does.
func longestFirst(ws string) []string {
	out := strings.Fields(ws)
	slices.SortStableFunc(out, func(a, b string) int { return utf8.RuneCountInString(b) - utf8.RuneCountInString(a) })
	return out
}

// unsureEnd are the particles and marks an unsure ending may end with.
const unsureEnd = "啊呀吧哈呢啦耶。！!…. ，,"

var errUnsure = grammar.Errorf("what the speaker does not know")

// unsure reports text that says something before an ending of
// unsureWords (the longest it ends with: 我还没想好 is said alone).
func unsure(text string) bool {
	t := strings.TrimRight(text, unsureEnd)
	for _, w := range unsureWords {
		if before, ok := strings.CutSuffix(t, w); ok {
			return strings.TrimRight(before, unsureEnd) != ""
		}
	}
	return false
}
