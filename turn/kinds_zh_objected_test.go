package turn_test

import (
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestChineseObjected says a command of every device of the demo home, by
// each of its Chinese names, said back with 还 or 又 before it and a
// question mark after it, alone or before a reason ("还关灯？我还没看完呢",
// "还开空调啊？", "又开电视？", "还把门锁了？他还没回来呢"): nothing is done
// or asked, and a yes after it does nothing. "还关灯？我还没看完呢" asked
// which light, and a yes switched it. 还是 ("还是把电视关了吧") is still the
// command.
func TestChineseObjected(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "objected")
	verbs := map[string][]string{"onoff": {"关", "开", "打开"}, "lock": {"锁上"}, "valve": {"关上"}, "position": {"打开", "关上"}}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, vs := range verbs {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range vs {
					for _, said := range []string{"还" + v + name + "？", "又" + v + name + "?", "还要" + v + name + "？", "还" + v + name + "啊？",
						"还把" + name + v + "了？", "还" + v + name + "？我还没用完呢", "又把" + name + v + "了？他还没回来呢"} {
						s.noCommandSaid(said)
					}
					s.same("还是把"+name+v+"了吧", "把"+name+v+"了")
				}
			}
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
