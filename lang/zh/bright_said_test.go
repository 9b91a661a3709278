package zh

import "testing"

// TestBrightAsLight: 亮堂 ("well lit") said as a change, with a verb of
// change before it or none and a degree after it ("客厅亮堂一点", "台灯调亮堂
// 些", "把客厅主灯弄亮堂一点儿"), says what 亮 says there: brighter. It was
// not understood.
func TestBrightAsLight(t *testing.T) {
	var templates []string
	for _, name := range []string{"客厅", "台灯", "把卧室吊灯", "床头灯", "书房", "把灯", "儿童房灯"} {
		for _, change := range []string{"%s一点", "调%s些", "弄%s一点儿", "开%s点", "搞%s点吧", "再%s一点", "%s点儿"} {
			templates = append(templates, name+change)
		}
	}
	saysAs(t, "bright", [][2]string{{"亮堂", "亮"}}, templates...)
	if len(templates) < 40 {
		t.Errorf("%d wordings, want at least 40", len(templates))
	}
}
