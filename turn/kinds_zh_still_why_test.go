package turn_test

import (
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestChineseStillWhy says a thing asked why it is still in a state, by
// every Chinese name of every device of the demo home with a state that
// lasts, with 怎么, 咋, 为什么 or 为啥 after the thing or before it ("客厅主灯咋
// 还开着", "电视怎么还开着", "为什么厨房灯还亮着", "卧室空调怎么还没关", "书房音箱为啥
// 还在放"), answers as the yes/no question of that state does ("厨房灯还开着
// 吗"), and never acts: a complaint is no order. They were not understood,
// as every why is. Why a thing changed ("灯咋又开了", "为什么灯关了") still is.
func TestChineseStillWhy(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "still why")
	statesOf := map[string][]string{"onoff": {"开着", "没关"}, "brightness": {"亮着"}, "lock": {"锁着", "没锁"},
		"position": {"开着", "没关"}, "valve": {"开着", "没关"}, "media": {"在放"}}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, states := range statesOf {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, st := range states {
					plain := name + "还" + st + "吗"
					want := s.ask(plain)
					if want.Outcome != "answer" || len(want.Actions) > 0 {
						t.Errorf("%q, the question, is %s %q", plain, summary(want), want.Say)
						continue
					}
					for _, why := range []string{"怎么", "咋", "为什么", "为啥"} {
						for _, said := range []string{name + why + "还" + st, why + name + "还" + st + "呢", name + why + "还" + st + "啊？"} {
							s.n++
							if got := s.ask(said); len(got.Actions) > 0 || summary(got) != summary(want) || got.Say != want.Say {
								t.Errorf("%q: %s %q, want %s %q as %q", said, summary(got), got.Say, summary(want), want.Say, plain)
							}
						}
					}
				}
			}
		}
	}
	for _, said := range []string{"灯咋又开了", "为什么灯关了", "空调为啥关了"} {
		s.n++
		if got := s.ask(said); len(got.Actions) > 0 || got.Outcome != "not_understood" {
			t.Errorf("%q: %s %q, want it not understood", said, summary(got), got.Say)
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
