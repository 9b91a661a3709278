package turn_test

import (
	"fmt"
	"testing"

	"edge/turn"
)

// TestChineseOthersDid: what someone else did or said, told ("他开了灯",
// "孩子把电视开了", "我老婆关了空调", "有人把灯关了", "邻居说把灯关了"), is no
// command: it is not understood, in plain words, and nothing is done. It
// was a name not found (找不到“他灯”, 找不到“孩子电视”), and 有人开了灯 dropped
// 有人 and asked which room's lights to turn on. Asked who did it ("谁开的灯",
// "谁把灯关了") nothing is done either. A room named after a person (孩子房)
// and 有人 said as when (有人就开灯) are read as before.
func TestChineseOthersDid(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "others did")
	plain := s.ask("他开了灯").Say
	if plain == "" {
		t.Fatal("no words for what is not understood")
	}
	told := func(text string) {
		t.Helper()
		s.n++
		if r := s.ask(text); len(r.Actions) > 0 || r.Outcome != turn.NotUnderstood || r.Say != plain {
			t.Errorf("%q: %s (%s), want it not understood (%s)", text, summary(r), r.Say, plain)
		}
	}
	who := []string{"他", "她", "他们", "孩子", "孩子们", "我老婆", "我老公", "我妈", "我爸", "邻居", "有人", "别人", "客人", "宝宝", "他刚才", "孩子已经", "我妈又"}
	devices := []string{"灯", "电视", "空调", "客厅灯", "台灯", "卧室空调", "窗帘", "风扇"}
	forms := []string{"%s开了%s", "%s关了%s", "%s把%s开了", "%s把%s关了", "%s打开了%s", "%s把%s关掉了", "%s把%s打开了吧", "%s说把%s关了"}
	for _, w := range who {
		for _, d := range devices {
			for _, f := range forms {
				told(fmt.Sprintf(f, w, d))
			}
		}
	}
	for _, d := range devices {
		for _, f := range []string{"谁开的%s", "谁把%s关了", "谁关了%s", "是谁开的%s", "谁又把%s打开了", "%s是谁开的"} {
			s.nothing(fmt.Sprintf(f, d))
		}
	}
	s.same("孩子房的灯打开", "打开儿童房的灯")
	s.same("把孩子房的灯关了", "关掉儿童房的灯")
	if r := s.ask("有人就开灯"); r.Outcome == turn.NotUnderstood && r.Say == plain {
		t.Errorf("有人就开灯: %s (%s), want it read as a condition, as before", summary(r), r.Say)
	}
	if s.n < 1000 {
		t.Errorf("%d utterances, want at least 1000", s.n)
	}
}
