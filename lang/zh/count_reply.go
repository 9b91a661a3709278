package zh

import (
	"strings"
	"unicode/utf8"

	"edge/ir"
)

// A count of the options said alone to a question of which one (两个, 俩,
// 这俩, 两台吧, 三个) takes them all when it counts them all, and asks again
// when it does not, as "both" does: "两个" to "卧室的，还是客厅的？" switched
// on the second alone (read as 第二个), "一个" the first.

// countDigits are the numerals a count of the options is said with.
var countDigits = map[string]int{"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
	"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9}

// countChosen reads a reply that is only a count of the options as all of
// so many of them.
func countChosen(text string) (*ir.Reply, bool) {
	s := strings.TrimRight(text, "吧啊呀哦。.!！ ")
	s = strings.TrimPrefix(strings.TrimPrefix(s, "这"), "那")
	if s == "俩" {
		return &ir.Reply{Kind: ir.Every, Index: 2}, true
	}
	r, size := utf8.DecodeLastRuneInString(s)
	if n, ok := countDigits[s[:len(s)-size]]; ok && countMeasures[string(r)] {
		return &ir.Reply{Kind: ir.Every, Index: n}, true // countMeasures: scheme.go
	}
	return nil, false
}
