package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseRequestedWell says 关好吗 or 锁好吗 after a word of a command (把,
// 将, 给我, 帮我把: "把电视关好吗", "把门给锁好吗", "花园灯给我关好吗"), to every
// device of the demo home that is closed or locked, by each of its Chinese
// names: it is the command, as "把电视关了好吗" is. It was asked whether the
// thing was closed properly, and answered. With no word of a command
// ("电视关好吗", "前门锁好了吗", "帮我看看门锁好吗") it is still asked.
func TestChineseRequestedWell(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "requestedwell")
	verbs := map[string]string{"onoff": "关", "position": "关", "valve": "关", "lock": "锁"}
	forms := []string{"把%n%v好吗", "把%n给%v好吗", "%n给我%v好吗", "帮我把%n%v好吗", "将%n%v好吗", "麻烦帮我把%n%v好吗"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, v := range verbs {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, f := range forms {
					said := strings.NewReplacer("%n", name, "%v", v).Replace(f)
					s.same(said, strings.Replace(said, "好吗", "了好吗", 1))
				}
				for _, q := range []string{name + v + "好吗", name + v + "好了吗"} {
					s.n++
					if got := s.ask(q); got.Outcome != "answer" {
						t.Errorf("%q: %s %q, want it asked", q, summary(got), got.Say)
					}
				}
			}
		}
	}
	if s.n < 200 {
		t.Fatalf("%d utterances, want at least 200", s.n)
	}
	s.nothing("帮我看看门锁好吗", "电视关好吗", "前门锁好了吗")
}
