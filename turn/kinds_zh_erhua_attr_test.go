package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseErhuaOfAttribute says the loudness of every player of the
// demo home and the speed of every fan by their erhua words, 声儿 and 风儿
// ("电视声儿小点", "把书房音箱声儿调到三十", "客厅风扇风儿大一点"): each is as 声音
// and 风速 said so are; they were read into the name ("找不到“电视声儿”").
func TestChineseErhuaOfAttribute(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "erhua attr")
	h := hometest.Load(t, "demo")
	forms := []string{"%s%s小点", "%s%s大一点", "把%s%s调小", "把%s%s调大一点", "%s%s调到三十", "%s%s小一点儿", "%s的%s大点儿"}
	for _, d := range h.Devices {
		var said, plain string
		switch {
		case slices.Contains(d.Capabilities, "media"):
			said, plain = "声儿", "声音"
		case d.Type == "fan" && slices.Contains(d.Capabilities, "fan_speed"):
			said, plain = "风儿", "风速"
		default:
			continue
		}
		for _, name := range chineseNames(d) {
			for _, f := range forms {
				s.same(strings.Replace(strings.Replace(f, "%s", name, 1), "%s", said, 1),
					strings.Replace(strings.Replace(f, "%s", name, 1), "%s", plain, 1))
			}
		}
	}
	if s.n < 25 {
		t.Errorf("%d utterances, want at least 25", s.n)
	}
}
