package zh

import (
	"strings"
	"testing"
)

// TestHoldsAt says a value said to be kept (holdsAt: 维持在, 定在, 固定在,
// 一直保持…), of every kind of thing and value, reads as the value set
// with 保持 ("卧室温度维持在26度" as "卧室温度保持在26度"); and 一直, 始终 before a
// state read as the state asked (空调一直开着吗 as 空调开着吗): 一直 was read as
// the number 1 and a name ("找不到“空调1直”").
func TestHoldsAt(t *testing.T) {
	n := 0
	for _, w := range strings.Fields(holdsAt) {
		for _, thing := range []string{"卧室空调", "卧室温度", "台灯亮度", "把客厅温度", "让卧室"} {
			for _, v := range []string{"26度", "二十六度", "百分之四十", "在26度", "在二十五度"} {
				text := thing + w + v
				plain := thing + "保持" + v
				if strings.HasSuffix(w, "在") && strings.HasPrefix(v, "在") {
					continue
				}
				n++
				if got, want := phrasesOf(t, text), phrasesOf(t, plain); got != want {
					t.Errorf("%q = %s, want %s as %q", text, got, want, plain)
				}
			}
		}
	}
	for _, still := range []string{"一直", "始终", "一直都"} {
		for _, q := range []string{"空调%s开着吗", "灯%s亮着吗", "门%s锁着吗", "卧室的灯%s开着没有"} {
			text := strings.ReplaceAll(q, "%s", still)
			plain := strings.ReplaceAll(q, "%s", "")
			n++
			if got, want := phrasesOf(t, text), phrasesOf(t, plain); got != want {
				t.Errorf("%q = %s, want %s as %q", text, got, want, plain)
			}
		}
	}
	if n < 150 {
		t.Errorf("%d wordings, want at least 150", n)
	}
}
