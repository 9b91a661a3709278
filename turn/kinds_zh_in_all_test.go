package turn_test

import (
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseInAll asks how many things there are or are on, in every
// room of the demo home and in the whole home, of each class, with a word
// of "in all" (一共, 总共, 一共有, 合计: "家里一共有多少个灯", "一共开着几盏灯",
// "卧室总共几个灯"): it is answered as the same said without it is. It was
// read as a name (找不到“1共灯”).
func TestChineseInAll(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "inall")
	places := []string{"", "家里", "现在"}
	for _, r := range hometest.Load(t, "demo").Rooms {
		places = append(places, chineseNamesOf(r.Aliases)...)
	}
	forms := []string{"%p%t有多少个%c", "%p%t开着几个%c", "%p%t几个%c", "%p%c%t有几个", "%p%t有几个%c开着"}
	for _, p := range places {
		for _, c := range []string{"灯", "空调", "窗帘", "风扇"} {
			for _, f := range forms {
				plain := strings.NewReplacer("%p", p, "%c", c, "%t", "").Replace(f)
				want := s.ask(plain)
				if want.Outcome != "answer" {
					continue // nothing of the class there
				}
				for _, all := range []string{"一共", "总共", "一共有", "合计"} {
					if all == "一共有" && strings.Contains(f, "%t有") {
						continue
					}
					said := strings.NewReplacer("%p", p, "%c", c, "%t", all).Replace(f)
					s.n++
					if got := s.ask(said); got.Outcome != want.Outcome || got.Say != want.Say {
						t.Errorf("%q: %s %q, want %q as %q", said, got.Outcome, got.Say, want.Say, plain)
					}
				}
			}
		}
	}
	if s.n < 300 {
		t.Errorf("%d wordings, want at least 300", s.n)
	}
	s.nothing("家里一共有多少个灯", "一共开着几盏灯", "一共", "我一共有三个孩子")
}

// chineseNamesOf are the names in aliases written in Chinese.
func chineseNamesOf(aliases []string) []string {
	var out []string
	for _, a := range aliases {
		if strings.ContainsFunc(a, func(r rune) bool { return r >= 0x4e00 && r <= 0x9fff }) {
			out = append(out, a)
		}
	}
	return out
}
