package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseOpenHowFar asks of every device of the demo home that opens
// part of the way, by each of its Chinese names, how far it is open with a
// verb of opening, 了 or 得 and a word of how much ("客厅窗帘开了多少",
// "车库门拉开了几成", "百叶窗开得多大", "窗帘开了百分之多少呢"): its position is
// answered, as "窗帘开到多少了" answers it. It was answered as open or closed.
// A setting asked so ("卧室空调开了多少度", "电视声音开了多大") is that setting.
// Of lights (灯开了多少, 灯开了几个) it is still how many are on.
func TestChineseOpenHowFar(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "openhowfar")
	verbs := []string{"开了", "打开了", "拉开了", "开得", "开"}
	asks := []string{"多少", "几成", "多大", "百分之多少", "多少了"}
	ends := []string{"", "呢", "？", "啊"}
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "position") {
			continue
		}
		for _, name := range chineseNames(d) {
			for _, v := range verbs {
				for _, a := range asks {
					for _, e := range ends {
						said := name + v + a + e
						s.n++
						if r := s.ask(said); r.Outcome != "answer" || len(r.Reads) != 1 || r.Reads[0].Device != d.ID || r.Reads[0].Attribute != "position" || !strings.Contains(r.Say, "%") {
							t.Errorf("%q: %s %v (%s), want the position of %s", said, summary(r), r.Reads, r.Say, d.ID)
						}
					}
				}
			}
		}
	}
	for said, attr := range map[string]string{"卧室空调开了多少度": "target_temperature", "客厅空调开了多少度呀": "target_temperature", "电视声音开了多大": "volume", "电视音量开了多少": "volume"} {
		s.n++
		if r := s.ask(said); r.Outcome != "answer" || len(r.Reads) != 1 || r.Reads[0].Attribute != attr {
			t.Errorf("%q: %s %v, want its %s", said, summary(r), r.Reads, attr)
		}
	}
	if s.n < 300 {
		t.Errorf("%d wordings, want at least 300", s.n)
	}
	for _, said := range []string{"灯开了多少", "灯开了几个", "家里开了几个灯"} {
		if r := s.ask(said); r.Outcome != "answer" || len(r.Reads) < 10 {
			t.Errorf("%q: %s, want how many lights are on", said, summary(r))
		}
	}
	s.nothing("窗帘开了多少", "窗帘开了多久", "车库门开了几成")
}
