package turn_test

import (
	"fmt"
	"testing"

	"edge/turn"
)

// TestChineseBieInAWord: a word that holds 别 and forbids nothing (别人, 别墅,
// 特别, 区别, 级别, 类别, 告别, 别处) is no "don't": 别人说要关灯, 别人把灯关了
// answered 好的，不做了。 (cancelled); now nothing is done and nothing is
// cancelled. 分别 ("each") is read as not said: 把台灯和床头灯分别打开 opens both,
// where 别打开 was read in it and the study lamp refused. 别 said as "don't"
// (别开灯, 台灯别关, 别把空调关了) still does nothing.
func TestChineseBieInAWord(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "bie in a word")
	noCancel := func(text string) {
		t.Helper()
		s.n++
		if r := s.ask(text); len(r.Actions) > 0 || r.Outcome == turn.Cancelled {
			t.Errorf("%q: %s (%s), want nothing done and nothing cancelled", text, summary(r), r.Say)
		}
	}
	devices := []string{"灯", "台灯", "电视", "空调", "客厅的灯", "卧室空调", "窗帘"}
	for _, who := range []string{"别人", "别人家", "别的人"} {
		for _, d := range devices {
			for _, v := range []string{"关", "开", "打开", "关掉"} {
				for _, f := range []string{"%s说要%s%s", "%s要%s%s", "%s刚才说%s%s", "%s想%s%s"} {
					noCancel(fmt.Sprintf(f, who, v, d))
				}
				noCancel(fmt.Sprintf("%s把%s%s了", who, d, v))
			}
		}
	}
	for _, d := range devices {
		for _, f := range []string{"别墅的%s打开", "%s的级别调到三", "%s的类别", "%s的区别是什么", "告别%s", "别处的%s关了", "%s特别好用"} {
			noCancel(fmt.Sprintf(f, d))
		}
	}
	pairs := [][2]string{{"台灯", "床头灯"}, {"客厅主灯", "餐灯"}, {"卧室空调", "客厅空调"}, {"厨房灯", "门厅灯"}}
	for _, p := range pairs {
		for _, v := range []string{"打开", "关掉", "关了", "开一下"} {
			plain := fmt.Sprintf("把%s和%s%s", p[0], p[1], v)
			for _, f := range []string{"把%s和%s分别%s", "分别把%s和%s%s", "%s和%s分别%s吧"} {
				s.same(fmt.Sprintf(f, p[0], p[1], v), plain)
			}
		}
	}
	for _, text := range []string{"别开灯", "台灯别关", "别把空调关了", "别打开电视", "窗帘别开", "别人在睡觉，别开灯"} {
		s.n++
		if r := s.ask(text); len(r.Actions) > 0 {
			t.Errorf("%q: %s, want nothing done", text, summary(r))
		}
	}
	for _, text := range []string{"别开灯", "台灯别关", "别把空调关了"} {
		if r := s.ask(text); r.Outcome != turn.Cancelled {
			t.Errorf("%q: %s (%s), want it refused", text, summary(r), r.Say)
		}
	}
	if s.n < 250 {
		t.Errorf("%d utterances, want at least 250", s.n)
	}
}
