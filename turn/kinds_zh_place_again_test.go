package turn_test

import (
	"strings"
	"testing"
)

// TestChinesePlaceSaidAgain: a place said alone with the verb of the
// command before said again (把厨房灯调到30，卧室调到50; 打开客厅空调，卧室打开;
// 关掉客厅窗帘，卧室关上) is the things there of the class of the thing named
// before, as that place with its class word is (卧室的灯, 卧室空调); it asked
// which of all the bedroom holds, or switched on the bedroom's lights where
// the air conditioner was meant. A place with nothing of the class does
// nothing.
func TestChinesePlaceSaidAgain(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "place again")
	type kind struct {
		things, places []string
		class          string
		deeds          [][2]string // the first command, the second with %s
	}
	kinds := []kind{
		{[]string{"厨房灯", "台灯", "床头灯", "餐灯", "客厅主灯"}, []string{"卧室", "儿童房", "书房"}, "的灯",
			[][2]string{{"把%s调到30", "%s调到50"}, {"%s调到三十", "%s调到五十"}, {"把%s调到百分之二十", "把%s调到百分之六十"}, {"%s亮度调到40", "%s亮度调到80"}}},
		{[]string{"客厅空调"}, []string{"卧室"}, "空调",
			[][2]string{{"打开%s", "%s打开"}, {"把%s关掉", "%s关掉"}, {"%s调到二十四度", "%s调到二十六度"}, {"把%s调到24度", "把%s调到26度"}, {"开%s", "%s也开一下"}}},
		{[]string{"卧室空调"}, []string{"客厅"}, "空调",
			[][2]string{{"打开%s", "%s打开"}, {"关掉%s", "%s关掉"}, {"%s调到二十二度", "%s调到二十五度"}}},
		{[]string{"客厅窗帘"}, []string{"卧室"}, "的百叶窗",
			[][2]string{{"关上%s", "%s关上"}, {"打开%s", "%s打开"}}},
	}
	for _, k := range kinds {
		for _, th := range k.things {
			for _, place := range k.places {
				for _, d := range k.deeds {
					first := strings.Replace(d[0], "%s", th, 1)
					for _, said := range []string{place, place + "的"} {
						s.same(first+"，"+strings.Replace(d[1], "%s", said, 1), first+"，"+strings.Replace(d[1], "%s", place+k.class, 1))
					}
				}
			}
		}
	}
	s.nothing("关掉电视，卧室关掉", "打开电视，厨房打开", "把客厅空调调到24度，厨房调到26度")
	if s.n < 100 {
		t.Errorf("%d utterances, want at least 100", s.n)
	}
}
