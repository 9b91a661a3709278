package turn_test

import (
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestChineseEchoAsked says a deed done to every device of the demo home,
// by each of its Chinese names, with 了 and a question mark and no 吗 ("电
// 视关了？", "你把门锁了？", "你把客厅灯关了？我还在看书"): it asks whether it
// is done and is answered as "…了吗" is, nothing done. It was the command:
// "你把客厅灯关了？我还在看书" switched the living room's light off, "你把门锁
// 了？" locked the front door. Said with 把 and no 你 ("把电视关了？", "帮我把
// 电视关了？") it is still the command.
func TestChineseEchoAsked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "echoasked")
	verbs := map[string][]string{"onoff": {"关", "开", "关掉", "打开"}, "lock": {"锁", "锁上"}, "valve": {"关", "关上"},
		"position": {"关", "拉上", "打开"}}
	answered := func(said, plain string) {
		s.t.Helper()
		s.n++
		want := s.ask(plain)
		if want.Outcome != "answer" {
			t.Errorf("%q, the question, is %s %q", plain, summary(want), want.Say)
			return
		}
		if got := s.ask(said); got.Outcome != "answer" || len(got.Actions) > 0 {
			t.Errorf("%q: %s %q, want %q as %q", said, summary(got), got.Say, want.Say, plain)
		}
	}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, vs := range verbs {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range vs {
					for _, q := range []string{"？", "?"} {
						answered(name+v+"了"+q, name+v+"了吗")
						answered("你把"+name+v+"了"+q, "你把"+name+v+"了吗")
						answered("你把"+name+v+"了"+q+"我还在用呢", "你把"+name+v+"了吗")
						answered("啊，"+name+v+"了"+q, name+v+"了吗")
					}
					s.same("把"+name+v+"了？", "把"+name+v+"了")
					s.same("帮我把"+name+v+"了？", "把"+name+v+"了")
				}
			}
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
