package zh

import (
	"strings"
	"testing"
)

// TestTowardsVerbs: 往上 or 往下 and a verb of rising or falling ("温度往下
// 降两度", "卧室空调往上升一度", "音量往上加一点") says what 往上调 or 往下调
// says there, for every such verb, thing, degree and ending: it was read
// as a name (找不到“空调往下”).
func TestTowardsVerbs(t *testing.T) {
	var pairs [][2]string
	for d, vs := range towardsVerbs {
		for _, v := range strings.Fields(vs) {
			pairs = append(pairs, [2]string{"往" + d + v, "往" + d + "调"})
		}
	}
	var templates []string
	for _, thing := range []string{"卧室空调温度", "客厅空调", "电视音量", "台灯亮度", "把床头灯亮度"} {
		for _, end := range []string{"%s", "%s一点", "%s两度", "再%s一点吧", "%s点儿"} {
			templates = append(templates, thing+end)
		}
	}
	saysAs(t, "towards", pairs, templates...)
	if n := len(pairs) * len(templates); n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
}
