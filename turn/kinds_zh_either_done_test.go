package turn_test

import (
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestChineseEitherDone asks of every device of the demo home that
// switches, opens or locks, by each of its Chinese names, which of two
// states it is in, the first said as a verb of two characters and 了
// ("电视打开了还是关着", "前门锁上了还是开着", "客厅窗帘拉上了还是开着呢", "台灯是关掉了
// 还是开着"): its state is answered and nothing is done. The first was
// read as the command (电视打开了还是关着 switched the TV on).
func TestChineseEitherDone(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "eitherdone")
	pairs := map[string][][2]string{
		"onoff":    {{"打开了", "关着"}, {"关上了", "开着"}, {"关掉了", "开着"}, {"打开了", "关了"}, {"开启了", "关闭了"}},
		"position": {{"拉上了", "开着"}, {"关上了", "开着"}, {"打开了", "关着"}},
		"lock":     {{"锁上了", "开着"}, {"打开了", "锁着"}},
	}
	for _, d := range hometest.Load(t, "demo").Devices {
		for capability, ps := range pairs {
			if !slices.Contains(d.Capabilities, capability) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, p := range ps {
					for _, is := range []string{"", "是"} {
						for _, end := range []string{"", "的", "呢", "？"} {
							said := name + is + p[0] + "还是" + p[1] + end
							s.n++
							if r := s.ask(said); r.Outcome != "answer" || len(r.Actions) > 0 {
								t.Errorf("%q: %s, want its state answered", said, summary(r))
							}
						}
					}
				}
			}
		}
	}
	if s.n < 500 {
		t.Errorf("%d wordings, want at least 500", s.n)
	}
}
