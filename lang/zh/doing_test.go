package zh

import (
	"strings"
	"testing"
)

// TestVerbsOfDoingStandForTheVerb: each verb of doing (整, 弄, 搞) before
// every direction of a change and every degree ("卧室弄暗点", "给我整亮一点
// 儿") reads as the change said alone ("卧室暗点"), never a level of no attribute; before a
// result ("整开", "弄灭") as the verb of that result.
func TestVerbsOfDoingStandForTheVerb(t *testing.T) {
	var tpls []string
	for d := range directions {
		for _, deg := range degreeWords {
			tpls = append(tpls, "卧室%s"+d+deg, "把客厅灯给我%s"+d+deg+"吧")
		}
	}
	n := 0
	for _, v := range strings.Fields(doing) {
		if !stemmed(v) {
			t.Errorf("%s is no stem of a change", v)
		}
		saysAs(t, "doing", [][2]string{{v, ""}}, tpls...)
		saysAs(t, "doing", [][2]string{{v + "开", "打开"}, {v + "灭", "熄灭"}, {v + "关", "关掉"}}, "把客厅灯%s", "电视给我%s了", "%s卧室空调吧")
		n += len(tpls) + 9
	}
	if n < 200 {
		t.Errorf("%d wordings, want at least 200", n)
	}
}

// stemmed reports whether a word is a stem of a change.
func stemmed(w string) bool {
	for _, s := range changeStems {
		if s.stem == w {
			return true
		}
	}
	return false
}

// TestPowerVerbs: 开机 and 关机, said of a device in every place a verb
// of switching is said, switch it as 打开 and 关掉 do; said alone they
// name no device ("关机" never stops the 扫地机 by its 机).
func TestPowerVerbs(t *testing.T) {
	saysAs(t, "power", [][2]string{{"开机", "打开"}, {"关机", "关掉"}}, "把电视%s", "客厅空调%s吧", "%s", "帮我把投影仪%s一下")
}
