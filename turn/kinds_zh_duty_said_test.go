package turn_test

import (
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestChineseDutySaid says a command of every device of the demo home, by
// each of its Chinese names, opened with a word of duty with no question
// ("该关灯了", "应该把门锁上", "该把空调打开了", "我们该锁门了", "咱们得把电视关了"):
// each does what the command alone does. They were a name not found (找不到
// “该灯”). Negated ("不该开空调"), said of the speaker alone ("我该关电视了")
// or asked with 吗 ("我应该关电视吗") nothing is done.
func TestChineseDutySaid(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "dutysaid")
	verbs := map[string][]string{"onoff": {"关", "打开"}, "lock": {"锁上"}, "position": {"打开", "关上"}}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, vs := range verbs {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range vs {
					plain := "把" + name + v + "了"
					for _, duty := range []string{"该", "应该", "我们该", "咱们得", "必须"} {
						s.same(duty+plain, plain)
					}
					s.same("该"+plain+"吧", plain)
					s.nothing("不该"+v+name, "我该"+plain, "我应该"+v+name+"吗")
				}
			}
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
