package turn_test

import (
	"fmt"
	"testing"

	"edge/home/hometest"
)

// TestChineseChannelNumberNotNext changes the channel of each TV of the
// demo home, by each of its Chinese names, to a channel by its number, in
// digits or in characters ("电视换台到5", "把客厅电视换个频道到十二", "换台到五"):
// nothing is done, for no TV here is put on a channel by its number. Each
// switched the TV to the next channel. 换台 alone is still the next, as
// "电视换个台" is.
func TestChineseChannelNumberNotNext(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "zcn")
	for _, d := range hometest.Load(t, "demo").Devices {
		if d.Type != "tv" {
			continue
		}
		for _, name := range chineseNames(d) {
			plain := name + "换个台"
			for _, verb := range []string{"换台", "换个台", "换频道", "换个频道"} {
				for _, n := range []string{"5", "五", "12", "十二", "第三"} {
					for _, f := range []string{"%[1]s%[2]s到%[3]s", "把%[1]s%[2]s到%[3]s", "%[2]s到%[3]s", "帮我把%[1]s%[2]s到%[3]s吧"} {
						s.nothing(fmt.Sprintf(f, name, verb, n))
					}
				}
				s.same(name+verb, plain)
				s.same("帮我把"+name+verb, plain)
			}
		}
	}
	if s.n < 100 {
		t.Errorf("%d utterances, want at least 100", s.n)
	}
}
