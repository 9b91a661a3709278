package turn_test

import (
	"strings"
	"testing"
)

// TestChineseAlsoPlaceDone says a place with 也 and a command of its own
// after a command on one thing (打开客厅空调，卧室也打开; 关掉客厅空调，卧室的也
// 关掉; 客厅空调调到二十四度，卧室的也调到二十四度) is the place's thing of the
// class named before, as naming it does: 卧室也打开 switched on the bedroom's
// lights, and 卧室的也打开 was not understood. After a question or a command
// refused it is as before.
func TestChineseAlsoPlaceDone(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "also place")
	type pair struct{ a, room, other string }
	pairs := []pair{{"客厅空调", "卧室", "卧室空调"}, {"卧室空调", "客厅", "客厅空调"}, {"客厅窗帘", "卧室", "卧室百叶窗"},
		{"卧室百叶窗", "客厅", "客厅窗帘"}, {"客厅灯", "卧室", "卧室灯"}, {"厨房灯", "卧室", "卧室灯"}}
	deeds := [][2]string{{"打开%s", "打开"}, {"关掉%s", "关掉"}, {"把%s关了", "关了"}, {"把%s打开吧", "打开吧"}, {"%s开一下", "开一下"},
		{"%s关上", "关上"}}
	for _, p := range pairs {
		for _, d := range deeds {
			first := strings.Replace(d[0], "%s", p.a, 1)
			plain := first + "，" + strings.Replace(d[0], "%s", p.other, 1)
			for _, place := range []string{p.room, p.room + "的"} {
				s.same(first+"，"+place+"也"+d[1], plain)
			}
		}
	}
	for _, p := range pairs[:4] {
		for _, v := range []string{"调到二十四度", "调到一半"} {
			if strings.Contains(p.a, "空调") != strings.Contains(v, "度") {
				continue
			}
			s.same(p.a+v+"，"+p.room+"的也"+v, p.a+v+"，"+p.other+v)
		}
	}
	if got := summary(s.ask("别开客厅空调，卧室的也打开")); strings.Contains(got, "climate.bedroom_ac on") {
		t.Errorf("别开客厅空调，卧室的也打开: %s", got)
	}
	if s.n < 70 {
		t.Errorf("%d utterances, want at least 70", s.n)
	}
}
