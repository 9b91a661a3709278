package turn_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestChineseSaidToSomeoneAtHome says a command of every device of the demo
// home that switches, opens or locks, by each of its Chinese names, to
// someone of the household called first with a pause ("老婆，车库门开一下",
// "宝宝，电视关了", "孩子他爸，把门锁上", "老公啊，帮我把灯关了"): it is said to
// them, and nothing is done or asked. It asked to open the garage door,
// switched the tv off and locked the front door. The command said alone
// is still done, and so is one said after a wake word ("小爱同学，关灯").
func TestChineseSaidToSomeoneAtHome(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "called")
	who := []string{"老婆", "老公", "媳妇儿", "宝宝", "宝贝", "儿子", "闺女", "妈", "老爸", "奶奶", "哥", "姐姐", "孩子他爸", "亲爱的", "老公啊", "大家"}
	forms := []string{"%s，把%s打开", "%s，%s关一下", "%s, 帮我把%s关了", "%s，%s给我打开吧"}
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.ContainsFunc(d.Capabilities, func(c string) bool { return c == "onoff" || c == "position" || c == "lock" || c == "valve" }) {
			continue
		}
		for _, name := range chineseNames(d) {
			for _, f := range forms {
				for _, w := range who {
					said := fmt.Sprintf(f, w, name)
					s.n++
					if r := s.ask(said); len(r.Actions) > 0 || r.Outcome != turn.NotUnderstood {
						t.Errorf("%q: %s %q, want it not understood", said, summary(r), r.Say)
					}
				}
			}
		}
	}
	for _, said := range []string{"小爱同学，关灯", "喂，关灯", "嗯，客厅灯打开"} {
		if r := s.ask(said); r.Outcome == turn.NotUnderstood {
			t.Errorf("%q: %s %q, want it read as a command", said, summary(r), r.Say)
		}
	}
	if s.n < 1000 {
		t.Fatalf("%d utterances, want at least 1000", s.n)
	}
}
