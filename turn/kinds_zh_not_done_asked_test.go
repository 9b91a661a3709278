package turn_test

import (
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestChineseNotDoneAsked says a state not reached with 没 before its verb,
// with 吧, 啊, 呢 or nothing after it and no other question word ("前门没锁吧",
// "烤箱没关", "车库门没关吧"), of every device of the demo home by each of its
// Chinese names: it is asked and answered as it is with 吗 ("没有，前门锁着。"),
// nothing done. It was read as the 没 that ends a question ("锁了没"), and
// "烤箱没关吧" was answered "是的，烤箱关着".
func TestChineseNotDoneAsked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "notdoneasked")
	verbsOf := map[string][]string{"onoff": {"开", "关", "打开", "关掉"}, "lock": {"锁", "锁上", "锁好"}, "valve": {"开", "关", "关上"},
		"position": {"开", "关", "打开", "关上"}}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, verbs := range verbsOf {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range verbs {
					asked := name + "没" + v + "吗"
					want := s.ask(asked)
					if want.Outcome != "answer" {
						t.Errorf("%q, the question, is %s %q", asked, summary(want), want.Say)
						continue
					}
					for _, end := range []string{"吧", "", "啊", "呢", "吧？"} {
						said := name + "没" + v + end
						s.n++
						if got := s.ask(said); got.Outcome != "answer" || got.Say != want.Say || len(got.Actions) > 0 {
							t.Errorf("%q: %s %q, want %q as %q", said, summary(got), got.Say, want.Say, asked)
						}
					}
				}
			}
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
