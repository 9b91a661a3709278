package zh

import (
	"strings"

	"edge/ir"
)

// A place or a thing chosen with 只 or 就, alone or after a yes or a no
// (只要厨房的, 不，只要厨房的, 就厨房的, 厨房的就行), answers a question of more
// as 不，是厨房的 does: what it names takes the place of what was asked
// ("确定要关闭…吗？" "只要厨房的": the kitchen's lights), and it chooses among
// the options of a question of which. 不，只要厨房的 looked for 只要厨房 by
// name, and 厨房的就行 cancelled.

// onlySaid and onlyThen are the words said before and after such a
// choice, longest first; answeredFirst the yes and no said before them.
var (
	onlySaid      = longestFirst("只要 只开 只关 只是 只 就要 就是 就 仅 仅仅")
	onlyThen      = longestFirst("就行了 就行 就好了 就好 就可以了 就可以 就够了 就够 就成")
	answeredFirst = longestFirst("不对 不是 不要 不用 不 对 好的 好 是的 行")
)

// onlyChosen reads such a reply: the no of its choice, or nil.
func onlyChosen(text string) *ir.Reply {
	rest := strings.Trim(text, doubtAround)
	for _, a := range answeredFirst {
		if after, ok := strings.CutPrefix(rest, a); ok {
			rest = strings.Trim(after, doubtAround)
			break
		}
	}
	only := false
	for _, w := range onlySaid {
		if after, ok := strings.CutPrefix(rest, w); ok {
			rest, only = strings.Trim(after, doubtAround), true
			break
		}
	}
	for _, w := range onlyThen {
		if before, ok := strings.CutSuffix(rest, w); ok {
			rest, only = strings.Trim(before, doubtAround), true
			break
		}
	}
	if !only || rest == "" {
		return nil
	}
	r, err := (pack{}).ParseReply(rest)
	if err != nil || r.Kind != ir.Choice || r.Index != 0 || r.Text == "" || len(r.More) > 0 {
		return nil
	}
	return &ir.Reply{Kind: ir.No, Text: r.Text, Instead: true, Only: true}
}
