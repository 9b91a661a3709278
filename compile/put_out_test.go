package compile

import (
	"strings"
	"testing"

	"edge/ir"
)

// TestPutOutOnlySwitchesOff: a verb that puts a light out (熄灭, 灭掉, 灭了,
// 熄掉, 拉灭), said of any thing, switches off and does nothing else: said
// of a curtain, a garage door, a valve or a lock (把车库门灭掉, 把窗帘熄灭,
// 燃气阀门拉灭) it closed the cover or the valve, where a light put out is
// never a thing closed.
func TestPutOutOnlySwitchesOff(t *testing.T) {
	things := []string{"车库门", "窗帘", "客厅窗帘", "卧室百叶窗", "燃气阀门", "洒水器", "前门", "扫地机", "客厅主灯", "电视", "空调", "风扇"}
	frames := []string{"把%s熄灭", "把%s灭掉", "把%s灭了", "%s熄掉吧", "帮我把%s拉灭", "熄灭%s"}
	n := 0
	for _, thing := range things {
		for _, f := range frames {
			text := strings.Replace(f, "%s", thing, 1)
			got, err := Compile(text)
			if err != nil {
				t.Errorf("Compile(%q): %v", text, err)
				continue
			}
			for _, cl := range got.Clauses {
				if cl.Kind != ir.Act {
					t.Errorf("Compile(%q) = a %s clause, want an act", text, cl.Kind)
				}
				for _, a := range cl.Actions {
					if a != alt("onoff", "off") {
						t.Errorf("Compile(%q) may %s.%s, want onoff.off alone", text, a.Capability, a.Command)
					}
				}
			}
			n++
		}
	}
	if n < 60 {
		t.Errorf("%d wordings, want at least 60", n)
	}
}
