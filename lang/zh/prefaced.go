package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The words a speaker opens with before a pause and a command ("跟你说个
// 事，把灯关了", "听着，客厅灯关一下", "还有件事，把门锁上", "来，把灯关了",
// "第一，把灯关了", "最后，把门锁上") say nothing of it: they were read as a
// name not found, or the whole was not understood. So are 首先 and 最后
// said first with no pause (首先把灯关了, 最后客厅灯关一下). Words that also
// answer a question (好的, 行, 没事, 等等: answerWords) are so only before 把
// or a name ("好的，把电视关了", "行，客厅灯关一下"): before a verb alone
// ("好的，开吧") they are the answer, and while a yes is asked for, a
// command after them is done as a command of its own, never the yes.

// prefaces are the words said first before a pause.
var prefaces = grammar.Set(`跟你说个事 跟你说件事 跟你说 听着 听我说 你听我说 是这样的 是这样 还有个事 还有件事 还有一件事 还有一个事 还有个事情 还有件事情
	来 来来 来来来 来吧 首先 其次 最后 最后一步 接下来 下一步 第1 第2 第3 第4 第1步 第2步 第3步 第4步`) // 第一 is lexed 第, 1

// answerWords are the words of an answer said first before a pause.
var answerWords = grammar.Set(`好的 好 好吧 好嘞 好了 行 行吧 行了 没事 没问题 嗯好 等等 OK ok`)

// inOrder are the words of an order of steps said first with no pause.
var inOrder = []string{"首先", "最后", "其次"}

// prefacedFirst reads the words of prefaces said first before a pause, and
// of inOrder said first before more, as fillers.
func prefacedFirst(toks []lexer.Token) []lexer.Token {
	i := firstSaid(toks)
	for s := 0; s <= i && s < len(toks); s++ {
		var said strings.Builder // from each word said first: 跟你说 and 个 are fillers already
		for j := s; j < len(toks) && toks[j].Type != grammar.Sep; j++ {
			said.WriteString(toks[j].Value)
			if j+2 < len(toks) && toks[j+1].Type == grammar.Sep &&
				(prefaces[said.String()] || answerWords[said.String()] && (objectMarks[toks[j+2].Value] || named(toks[j+2]))) {
				for k := s; k <= j; k++ {
					toks[k].Type = grammar.Filler
				}
				return toks
			}
		}
	}
	if i+1 >= len(toks) {
		return toks
	}
	first := toks[i]
	if first.Value+toks[i+1].Value == inOrder[0] && i+2 < len(toks) {
		toks[i].Type, toks[i+1].Type = grammar.Filler, grammar.Filler // 首先把灯关了: 首, 先
		return toks
	}
	for _, o := range inOrder {
		rest, ok := strings.CutPrefix(first.Value, o)
		if !ok || first.Type != grammar.Han {
			continue
		}
		if rest == "" {
			toks[i].Type = grammar.Filler // 最后把门锁上
			return toks
		}
		if r, _ := utf8.DecodeRuneInString(rest); strings.ContainsRune("一两几那这个", r) {
			return toks // 最后一个: the last one
		}
		then, split := fillerOff(first, o)
		return slices.Concat(toks[:i], []lexer.Token{then, split}, toks[i+1:])
	}
	return toks
}
