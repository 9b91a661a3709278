package zh

import (
	"strings"

	"edge/ir"
)

// A count of the options said alone to a question of which one (两个, 俩,
// 这俩, 两台吧, 三个) takes them all when it counts them all, and asks again
// when it does not, as "both" does: "两个" to "卧室的，还是客厅的？" switched
// on the second alone (read as 第二个), "一个" the first.

// countChosen reads a reply that is only a count of the options as all of
// so many of them.
func countChosen(text string) (*ir.Reply, bool) {
	s := strings.TrimRight(text, "吧啊呀哦。.!！ ")
	s = strings.TrimPrefix(strings.TrimPrefix(s, "这"), "那")
	if s == "俩" {
		return &ir.Reply{Kind: ir.Every, Index: 2}, true
	}
	rs := []rune(s)
	if len(rs) != 2 || !countMeasures[string(rs[1])] { // countMeasures: scheme.go
		return nil, false
	}
	if n, ok := digitValue(rs, 0); ok && n > 0 { // in figures or a numeral: 2个, 两个
		return &ir.Reply{Kind: ir.Every, Index: n}, true
	}
	return nil, false
}
