package zh

import (
	"strings"
	"testing"

	"edge/lang"
)

// TestReachIsCondition: a value reached before 就 or 的话 ("客厅温度到了26度
// 就开空调", "卧室降到20度的话关空调"), with every word of the way it is
// reached, with or without 了 and the attribute, and with each command, is
// the command's condition (at least, or at most when it falls): never a
// setting of its own with the command done whatever the heat.
func TestReachIsCondition(t *testing.T) {
	n := 0
	for before, op := range reachSaidAs {
		for _, perf := range []string{"", perfect} {
			for _, attr := range []string{"", "温度"} {
				for _, end := range []string{thenSaid, ifSaid} {
					for _, cmd := range []string{"开空调", "把客厅空调关了", "打开书房台灯"} {
						text := "客厅" + attr + before + reachUp + perf + "26度" + end + cmd
						n++
						cs, err := (pack{}).Parse(text)
						if err != nil || len(cs) != 1 {
							t.Errorf("Parse(%q) = %v, %v, want one clause", text, cs, err)
							continue
						}
						var got []string
						for _, p := range cs[0] {
							if p.Kind == lang.Cond {
								got = append(got, p.Cond.Op)
							}
						}
						if want := comparators[op]; strings.Join(got, " ") != want {
							t.Errorf("Parse(%q): conditions %v, want %s", text, got, want)
						}
					}
				}
			}
		}
	}
	if n < 90 {
		t.Errorf("%d wordings, want at least 90", n)
	}
	for _, text := range []string{"把客厅空调调到26度", "空调开到26度"} {
		if cs, err := (pack{}).Parse(text); err == nil && holdsCond(cs) {
			t.Errorf("Parse(%q) = %v, want no condition", text, cs)
		}
	}
}
