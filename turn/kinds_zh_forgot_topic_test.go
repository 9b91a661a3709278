package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseForgotTopic says a thing said first, by every Chinese name of
// every device of the demo home with a state, and then asked whether it was
// forgotten or left undone ("厨房灯是不是忘关了", "门是不是忘锁了", "车库门是不是忘
// 了关", "厨房灯有没有忘关", "厨房灯忘没忘关", "厨房灯忘关了吗", "厨房灯我是不是忘关
// 了"), answers as the thing with 是不是没 does ("厨房灯是不是没关": "是的，厨房灯
// 开着"), and never acts. The word of forgetting was read into the name:
// "厨房灯是不是忘关了" was 厨房里找不到“灯忘”, "门是不是忘锁了" 找不到“门忘”. Said
// with no question ("厨房灯忘关了") it is still a thing left undone, done.
func TestChineseForgotTopic(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "forgot topic")
	verbsOf := map[string][]string{"onoff": {"关", "开"}, "lock": {"锁"}, "position": {"关", "开"}, "valve": {"关"}}
	forms := []string{"是不是忘%s了", "是不是忘了%s", "是不是忘记%s了", "有没有忘%s", "忘没忘%s", "忘%s了吗", "是不是又忘%s了",
		"我是不是忘%s了", "，是不是忘了%s啊"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, verbs := range verbsOf {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range verbs {
					plain := name + "是不是没" + v
					want := s.ask(plain)
					if want.Outcome != "answer" || len(want.Actions) > 0 {
						t.Errorf("%q, the question, is %s %q", plain, summary(want), want.Say)
						continue
					}
					for _, f := range forms {
						said := name + strings.ReplaceAll(f, "%s", v)
						s.n++
						if got := s.ask(said); len(got.Actions) > 0 || summary(got) != summary(want) || got.Say != want.Say {
							t.Errorf("%q: %s %q, want %s %q as %q", said, summary(got), got.Say, summary(want), want.Say, plain)
						}
					}
				}
			}
		}
	}
	for _, said := range []string{"厨房灯忘关了", "门忘锁了", "车库门忘了关"} {
		s.n++
		if got := s.ask(said); len(got.Actions) != 1 {
			t.Errorf("%q: %s, want the thing left undone done", said, summary(got))
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
