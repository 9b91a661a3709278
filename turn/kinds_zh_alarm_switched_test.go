package turn_test

import (
	"strings"
	"testing"
)

// TestChineseAlarmSwitched says the security system switched on or off, by
// its words and the demo home's name for it ("打开安防", "把安防系统关了",
// "安防开一下"): it is armed or disarmed as
// 布防 and 撤防 do it, disarming with a yes asked first; its state asked
// as on or off ("安防系统开着吗", "安防关了没") is answered as armed or not, as
// 布防了吗 is. They were not understood (安防系统不能这样操作). A clause that
// names something else too ("把安防和灯都关了") never disarms it.
func TestChineseAlarmSwitched(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "alarmswitched")
	names := []string{"安防系统", "安防"}
	verbs := map[string]string{"打开": "布防", "开一下": "布防", "开启": "布防", "启动": "布防", "开开": "布防", "开": "布防",
		"关闭": "撤防", "关掉": "撤防", "关一下": "撤防", "关了": "撤防", "关": "撤防"}
	forms := []string{"%v%n", "把%n%v", "%n%v吧", "帮我把%n%v", "我出门了，把%n%v", "麻烦%v一下%n"}
	for _, n := range names {
		for v, plain := range verbs {
			for _, f := range forms {
				if strings.HasPrefix(f, "麻烦") && strings.HasSuffix(v, "一下") || f == "%v%n" && v == "关了" {
					continue
				}
				s.same(strings.NewReplacer("%n", n, "%v", v).Replace(f), plain+"安防系统")
			}
		}
		want := s.ask("安防系统布防了吗")
		for _, q := range []string{"%n开着吗", "%n开了没", "%n是开着的吗", "%n开着没有"} {
			said := strings.ReplaceAll(q, "%n", n)
			s.n++
			if got := s.ask(said); got.Outcome != "answer" || got.Say != want.Say {
				t.Errorf("%q: %s %q, want %q as 安防系统布防了吗", said, summary(got), got.Say, want.Say)
			}
		}
	}
	if s.n < 120 {
		t.Fatalf("%d utterances, want at least 250", s.n)
	}
	for _, text := range []string{"把安防和灯都关了", "关掉灯和报警器", "安防系统和电视关了"} {
		s.n++
		if got := summary(s.ask(text)); strings.Contains(got, "disarm") && !strings.HasPrefix(got, "confirm") {
			t.Errorf("%q: %s, want the alarm never disarmed without a yes", text, got)
		}
	}
}
