package turn_test

import (
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestChineseWishSaid says a command of every device of the demo home, by
// each of its Chinese names, as a wish of the speaker's with a word of how
// much or none ("想关灯", "想开空调", "好想开空调啊", "真想把灯关了", "我好想把空调打
// 开", "想要关灯", "我就想关个灯"): each does what the command alone does. They
// were a name not found (找不到“想灯”) or not understood. A wish with a
// reason against it ("想关电视但是孩子还在看"), one of another ("他想关电视", "你
// 想关电视吗"), one not had ("不想关电视") or asked ("想不想关电视") does
// nothing.
func TestChineseWishSaid(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "wishsaid")
	verbs := map[string][]string{"onoff": {"关", "打开"}, "lock": {"锁上"}, "position": {"打开", "关上"}}
	wishes := []string{"想", "想要", "好想", "真想", "很想", "我好想", "我真想", "我就想", "我们想", "咱也想", "特别想"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, vs := range verbs {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range vs {
					plain := "把" + name + v + "了"
					for _, w := range wishes {
						s.same(w+v+name, v+name)
					}
					s.same("真想"+plain, plain)
					s.same("好想"+v+name+"啊", v+name)
					s.same("想"+v+name+"了", v+name)
					s.nothing("不想"+v+name, "我不想"+v+name, "他想"+v+name, "你想"+v+name+"吗", "想不想"+v+name,
						"想"+v+name+"但是孩子还在睡觉", "本来想"+v+name)
				}
			}
		}
	}
	s.nothing("我想想", "想想", "好想睡觉", "真想把电视砸了")
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
