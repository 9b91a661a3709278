package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"edge/ir"
)

// A command put off with words that tell no time ("等会儿关电视", "待会儿开空
// 调", "一会儿把窗帘拉上", "稍后关闭客厅灯", "电视晚点再关") is read with a
// vague time (ir.When.Vague): edge asks for a time, as it does for "later",
// and does nothing now. It was not understood, with no word of what was
// missing. Waiting for a thing to happen (等我回来再开空调, 等天黑了开灯) is
// no time at all and stays not understood (unanswered.go).

// vagueTimes are the words of a time not told, longest first.
var vagueTimes = func() []string {
	ws := strings.Fields(`等一下 等下 等会 等会儿 等一会 等一会儿 待会 待会儿 待一会 待一会儿 过会 过会儿 过一会 过一会儿 一会 一会儿
	晚点 晚一点 晚些 晚些时候 晚点儿 稍后 回头 过一阵 过阵子 过些时候`)
	slices.SortFunc(ws, func(a, b string) int { return utf8.RuneCountInString(b) - utf8.RuneCountInString(a) })
	return ws
}()

// vagueJoins are what may join a vague time to the command it puts off
// ("等会儿再关", "一会儿就关").
const vagueJoins = " ,，。再就"

// vagueWhen finds a word of vagueTimes in text with a command left when it
// is taken out: the rest and a vague time. A word of waiting before a
// negated command ("等一下，不要关灯") is no time (wait_neg.go).
func vagueWhen(text string) (string, ir.When, bool) {
	if heldNegated(text) {
		return text, ir.When{}, false
	}
	for _, w := range vagueTimes {
		i := strings.Index(text, w)
		if i < 0 {
			continue
		}
		before := strings.TrimRight(text[:i], vagueJoins)
		after := strings.TrimLeft(text[i+len(w):], vagueJoins)
		rest := strings.TrimSpace(before + after)
		if commands(rest) {
			return rest, ir.When{Vague: true}, true
		}
		return text, ir.When{}, false
	}
	return text, ir.When{}, false
}
