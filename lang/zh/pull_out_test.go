package zh

import (
	"strings"
	"testing"
)

// TestPulledOut: a light pulled out by its cord (把客厅主灯拉灭, 拉灭床头灯,
// 台灯拉灭吧, 灯拉灭了吗) is put out, as 熄灭 says, in every frame it is said
// in: 拉灭 was not understood.
func TestPulledOut(t *testing.T) {
	lights := []string{"客厅主灯", "厨房灯", "床头灯", "台灯", "楼梯灯", "餐灯", "门厅灯", "车库灯", "花园灯", "儿童房灯", "卫生间灯", "书房吊灯", "灯"}
	frames := []string{"把%s拉灭", "%s拉灭吧", "帮我把%s拉灭", "拉灭%s", "%s给我拉灭", "%s拉灭了吗"}
	n := 0
	for _, l := range lights {
		var templates []string
		for _, f := range frames {
			templates = append(templates, strings.Replace(f, "%s", l, 1))
		}
		for i, tpl := range templates {
			templates[i] = strings.Replace(tpl, "拉灭", "%s", 1)
		}
		saysAs(t, "pulled out", [][2]string{{"拉灭", "熄灭"}}, templates...)
		n += len(templates)
	}
	if n < 60 {
		t.Errorf("%d wordings, want at least 60", n)
	}
}
