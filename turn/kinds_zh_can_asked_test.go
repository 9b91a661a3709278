package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseCanAsked says a command of every device of the demo home, by
// each of its Chinese names, asked with 能 and 吗, 能 first or after the
// thing ("能关电视吗", "能把电视关了吗", "能开一下客厅空调吗", "电视能关吗", "客厅空调
// 能开吗"): each does what the command alone does, as "可以关电视吗" does. They
// were a name not found (找不到“能电视”, “电视能”). Asked of a person's leave
// ("我能开空调吗", "孩子能开电视吗", "他能关电视吗") or negated ("能不关电视吗",
// "电视不能关吗") nothing is done.
func TestChineseCanAsked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "canasked")
	verbs := map[string][]string{"onoff": {"关", "打开", "关掉"}, "lock": {"锁上"}, "position": {"打开", "关上"}}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, vs := range verbs {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range vs {
					plain := v + name
					if strings.HasSuffix(name, v[:3]) {
						continue // 大门锁能锁上吗: the name runs into the verb
					}
					s.same("能"+v+name+"吗", plain)
					s.same("能"+v+"一下"+name+"吗", plain)
					s.same("能把"+name+v+"了吗", plain)
					s.same("嗯 能帮忙"+v+name+"吗", plain)
					s.same(name+"能"+v+"吗", plain)
					s.same(name+"能"+v+"一下吗", plain)
					s.nothing("我能"+v+name+"吗", "孩子能"+v+name+"吗", "他能"+v+name+"吗", "能不"+v+name+"吗", name+"不能"+v+"吗")
				}
			}
		}
	}
	s.same("台灯能调暗吗", "台灯调暗")
	s.same("能调暗一点台灯吗", "台灯调暗一点")
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
