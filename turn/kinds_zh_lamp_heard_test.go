package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestChineseLampHeard says the command to switch off a lamp of the demo
// home, by each of its Chinese names that ends in 灯, with 光 written for
// 关 as a recogniser hears it ("把灯光了", "把客厅灯光掉吧", "把台灯光一下"):
// each does what the words with 关 do. It was not understood. 灯光 said as
// the lighting ("把灯光调暗", "把客厅灯光调亮一点") switches nothing off.
func TestChineseLampHeard(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "lampheard")
	var names []string
	for _, d := range hometest.Load(t, "demo").Devices {
		for _, name := range chineseNames(d) {
			if slices.Contains(d.Capabilities, "onoff") && strings.HasSuffix(name, "灯") {
				names = append(names, name)
			}
		}
	}
	for _, name := range names {
		for _, end := range []string{"了", "掉", "掉吧", "一下", "上", "了吧", "掉了", "了啊"} {
			for _, lead := range []string{"把", "帮我把", "你把", "麻烦把"} {
				s.same(lead+name+"光"+end, lead+name+"关"+end)
			}
		}
		for _, said := range []string{"把" + name + "光调暗", "把" + name + "光调亮一点", name + "光了", "把" + name + "光开一下"} {
			s.n++
			if got := s.ask(said); slices.ContainsFunc(got.Actions, func(a turn.Action) bool { return a.Command == "off" }) {
				t.Errorf("%q: %s, want nothing switched off", said, summary(got))
			}
		}
	}
	for _, end := range []string{"了", "掉", "掉吧", "一下"} {
		s.n++
		if got, want := summary(s.ask("把灯光"+end)), summary(s.ask("把灯关"+end)); got != want {
			t.Errorf("%q: %s, want %s as %q", "把灯光"+end, got, want, "把灯关"+end)
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
