package zh

import (
	"strings"
	"testing"
)

// TestVerbsOfDoingSetTo: each verb of doing (整, 弄, 搞) with 到, and 设到,
// 设个, before a value say what 调到 says ("空调给我整到二十五度").
func TestVerbsOfDoingSetTo(t *testing.T) {
	pairs := [][2]string{{"设到", "调到"}, {"设个", "调到"}}
	for _, v := range strings.Fields(doing) {
		pairs = append(pairs, [2]string{v + "到", "调到"})
	}
	saysAs(t, "set to", pairs, "把卧室空调%s26度", "客厅灯%s百分之三十", "空调给我%s二十五度", "把冰柜%s减18度")
}
