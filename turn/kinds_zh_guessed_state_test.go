package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseGuessedState says a thing done with the word of its result
// and 了吧 ("门锁好了吧", "车库门关上了吧", "燃气关好了吧", "灯关掉了吧"), or
// in its state with 着吧 ("空调开着吧", "门锁着吧"), with no question mark,
// of every device of the demo home by each of its Chinese names, alone or
// before a remark ("门锁好了吧，我出门了"): it asks whether it is so and is
// answered as "…了没" and "…着吗" are, nothing done; swept with 都, only
// with a word of a result well done ("灯都关好了吧"). It was the command:
// "门锁好了吧" locked the front door, "车库门关上了吧" closed the garage
// door. Asked with 把 ("把门锁好了吧"), as a request ("门锁好吧") or with a
// bare 了吧 ("电视关了吧") it is still the command.
func TestChineseGuessedState(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "guessedstate")
	verbs := map[string][]string{"onoff": {"关上", "关掉"}, "lock": {"锁好", "锁上", "锁住"},
		"valve": {"关好", "关上", "关紧"}, "position": {"关好", "拉上", "关上"}}
	held := map[string][]string{"onoff": {"开着", "关着"}, "lock": {"锁着"}, "valve": {"关着", "开着"}, "position": {"关着"}}
	commands := []string{"关上", "关掉", "锁上", "锁好", "拉上"}
	answered := func(said, plain string) {
		s.t.Helper()
		s.n++
		want := s.ask(plain)
		if want.Outcome != "answer" {
			t.Errorf("%q, the question, is %s %q", plain, summary(want), want.Say)
			return
		}
		if got := s.ask(said); got.Outcome != "answer" || got.Say != want.Say || len(got.Actions) > 0 {
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
					answered(name+v+"了吧", name+v+"了没")
					if strings.ContainsAny(v, "好紧住") {
						answered(name+"都"+v+"了吧", name+"都"+v+"了没")
					}
					answered(name+v+"了吧，我出门了", name+v+"了没")
					answered("我要睡了，"+name+v+"了吧", name+v+"了没")
					if slices.Contains(commands, v) {
						s.same("把"+name+v+"了吧", "把"+name+v+"了")
						s.same(name+v+"吧", "把"+name+v+"了")
					}
				}
				for _, h := range held[c] {
					answered(name+h+"吧", name+h+"吗")
				}
			}
		}
	}
	for _, plain := range []string{"把电视关了", "把前门锁上", "把车库门关上", "把卧室灯关了", "把厨房灯打开"} {
		s.same(plain[3:]+"吧", plain)
	}
	s.nothing("门就开着吧", "还是开着吧", "空调先开着吧", "电视就关着吧")
	s.same("锁门吧", "锁门")
	s.same("卧室关灯吧", "卧室关灯")
	s.same("电视关了吧", "把电视关了")
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
