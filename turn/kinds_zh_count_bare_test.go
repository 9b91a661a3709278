package turn_test

import (
	"strings"
	"testing"
)

// TestChineseCountWithoutMeasure says a number right before a class word,
// with no measure word ("把两灯都关了", "二灯关了", "关掉2灯", "三空调都关了"), with
// every class word of the demo home's devices: it is the count "两个灯" is,
// asked about or done as that is. It was read as the name "2灯", which
// found the group of the second floor's lights (二楼的灯): "把两灯都关了"
// switched off all seven. The floor said with its word (把二楼灯关了,
// 二楼的灯关了) is still that group.
func TestChineseCountWithoutMeasure(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "countbare")
	classes := []string{"灯", "空调", "窗帘", "风扇", "台灯", "吊灯", "电视", "音箱", "取暖器"}
	numbers := []string{"两", "2", "二", "三", "3"}
	forms := []string{"把%x%c都关了", "%x%c关了", "关掉%x%c", "打开%x%c", "把卧室的%x%c关了", "%x%c都打开吧"}
	for _, c := range classes {
		for _, x := range numbers {
			for _, f := range forms {
				said := strings.NewReplacer("%x", x, "%c", c).Replace(f)
				plain := strings.NewReplacer("%x", x, "%c", "个"+c).Replace(f)
				s.n++
				want, got := summary(s.ask(plain)), summary(s.ask(said))
				if got != want {
					t.Errorf("%q: %s, want %s as %q", said, got, want, plain)
				}
			}
		}
	}
	if s.n < 250 {
		t.Fatalf("%d utterances, want at least 250", s.n)
	}
	for _, text := range []string{"把二楼灯关了", "二楼的灯关了"} {
		if got := summary(s.ask(text)); !strings.Contains(got, "light.landing off") {
			t.Errorf("%q: %s, want the second floor's lights off", text, got)
		}
	}
}
