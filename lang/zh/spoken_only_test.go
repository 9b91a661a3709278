package zh

import (
	"strings"
	"testing"
)

// TestOnlySaysNothingMore: every word of onlyWords before a command's
// verb, or its 把, says what the command says without it.
func TestOnlySaysNothingMore(t *testing.T) {
	var words []string
	for w := range onlyWords {
		words = append(words, w)
	}
	saysNothing(t, "only", strings.Join(words, " "), "%s开厨房灯", "%s关掉书房台灯吧", "%s把客厅窗帘拉开", "小爱同学%s打开卧室空调")
}
