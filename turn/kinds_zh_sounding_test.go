package turn_test

import (
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestChineseStillSounding asks, by every Chinese name of every device of
// the demo home that plays, whether it is still sounding or playing, said
// with 在响, 在播, 在唱 or 响着 ("电视还在响吗", "电视怎么还在响", "书房音箱为啥
// 还响着", "电视在播吗"): each answers as the question with 在放 does ("电视还
// 在放吗"), and nothing is done. 响 and 播 were read as rooms (我不知道叫“响”的
// 房间).
func TestChineseStillSounding(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "sounding")
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "media") {
			continue
		}
		for _, name := range chineseNames(d) {
			plain := name + "还在放吗"
			want := s.ask(plain)
			if want.Outcome != "answer" || len(want.Actions) > 0 {
				t.Errorf("%q, the question, is %s %q", plain, summary(want), want.Say)
				continue
			}
			for _, st := range []string{"在响", "在播", "在唱", "响着"} {
				for _, said := range []string{name + "还" + st + "吗", name + "还" + st + "没有", name + "怎么还" + st, name + "咋还" + st + "啊",
					"为什么" + name + "还" + st, name + "为啥还" + st + "呢", "那个" + name + "怎么还" + st, name + "是不是还" + st, "嗯，" + name + "还" + st + "吗？"} {
					s.n++
					if got := s.ask(said); len(got.Actions) > 0 || summary(got) != summary(want) || got.Say != want.Say {
						t.Errorf("%q: %s %q, want %s %q as %q", said, summary(got), got.Say, summary(want), want.Say, plain)
					}
				}
			}
		}
	}
	if s.n < 100 {
		t.Fatalf("%d utterances, want at least 100", s.n)
	}
}
