package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseHomeLights says the whole home alone before a verb that
// switches on or off, as a room is said before one ("家里关一下", "把全屋开一
// 下", "全屋关了吧"): it switches the lights of the home, as "把家里的灯关一下"
// does, and nothing else: the lights and the lamps. It asked to switch off 24 devices of every kind,
// air conditioners, fans, the oven and the kettle, as "全部关一下" does. The
// whole home said with 都 or 全 ("家里都关了") and all said alone ("都关一下")
// are everything still.
func TestChineseHomeLights(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "home lights")
	lights := map[string]bool{} // a light, or a lamp on a plug (落地灯)
	for _, d := range hometest.Load(t, "demo").Devices {
		lights[d.ID] = d.Type == "light" || slices.ContainsFunc(chineseNames(d), func(n string) bool { return strings.HasSuffix(n, "灯") })
	}
	for _, home := range []string{"家里", "全家", "家中", "全屋", "整个家", "房子", "整个房子", "屋内", "室内"} {
		for _, verb := range []string{"关一下", "开一下", "关了吧", "关掉", "打开吧", "关上", "开了"} {
			for _, first := range []string{"", "把", "帮我把", "嗯 "} {
				said := first + home + verb
				plain := "把" + home + "的灯" + verb
				s.n++
				got, want := s.ask(said), s.ask(plain)
				if summary(got) != summary(want) || len(got.Actions) == 0 {
					t.Errorf("%q: %s, want %s as %q", said, summary(got), summary(want), plain)
				}
				for _, a := range got.Actions {
					if !lights[a.Device] {
						t.Errorf("%q: %s, want the lights alone", said, summary(got))
						break
					}
				}
			}
		}
	}
	for _, said := range []string{"全部关一下", "都关一下", "家里都关了", "家里全部关掉", "把家里的东西都关了"} {
		s.n++
		got := s.ask(said)
		if !strings.Contains(summary(got), "climate.") {
			t.Errorf("%q: %s, want everything of the home", said, summary(got))
		}
	}
	if s.n < 150 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
