package zh

import (
	"strings"
	"testing"
)

// TestRequestTagsSayNothing: a word that asks whether a command may be
// done, after it (把台灯关了行不行, 电视声音小点儿行不, 关灯成不, 台灯关了好伐),
// says what the command says without it, in each way a command is said;
// each is a word of tailWords and requestEnds.
func TestRequestTagsSayNothing(t *testing.T) {
	saysNothing(t, "request tag", requestTags, "把台灯关了%s", "电视声音小点儿%s", "卧室空调调到二十六度%s", "打开客厅窗帘%s",
		"书房台灯开一下%s", "把厨房灯和餐灯都关掉%s", "客厅空调高两度%s", "扫地机开始扫地%s")
	for _, w := range strings.Fields(requestTags) {
		if !tailWords[w] || !requestEnds[w] {
			t.Errorf("%s: tail word %v, request end %v", w, tailWords[w], requestEnds[w])
		}
	}
}
